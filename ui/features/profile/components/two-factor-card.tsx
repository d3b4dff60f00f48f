import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core'
import { ReadableBadge } from '@/components/readable-badge'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  disableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactor,
  useTwoFactor,
  type TwoFactorMethod,
} from '../api/two-factor'
import { RecoveryCodes } from './recovery-codes'
import { TwoFactorSetup } from './two-factor-setup'

/** Profile security (spec §4 two-factor states): not set up → method chosen → confirmed with a code → on; or off again. */
export function TwoFactorCard() {
  const { t } = useTranslation(['security', 'errors'])
  const { data: status, mutate } = useTwoFactor()
  const [method, setMethod] = useState<TwoFactorMethod>('totp')
  const [phone, setPhone] = useState('')
  const [phoneError, setPhoneError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [busy, setBusy] = useState(false)
  if (!status) return null

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await action()
      await mutate()
    } catch (error) {
      if (isApiError(error) && error.status === 422)
        setPhoneError(formErrors(t, error).phone ?? errorMessage(t, error))
      else if (!(isApiError(error) && error.handled)) toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }
  const start = () =>
    run(async () =>
      setSentTo((await startTwoFactor({ method, ...(method === 'sms' ? { phone } : {}) })).sent_to)
    )
  const turnOff = () =>
    run(async () => {
      await disableTwoFactor()
      toast('success', t('security:twoFactor.turnedOff'))
    })
  const confirmed = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes)
    toast('success', t('security:twoFactor.configured'))
    void mutate()
  }

  const badge = { not_set_up: 'gray', pending: 'yellow', enabled: 'green' }[status.state]
  return (
    <SectionCard
      title={t('security:twoFactor.title')}
      description={t('security:twoFactor.description')}
    >
      <Group gap="xs">
        <ReadableBadge color={badge} variant="light">
          {t(`security:twoFactor.states.${status.state}`)}
        </ReadableBadge>
        {status.method && <Text size="sm">{t(`security:methods.${status.method}`)}</Text>}
      </Group>
      {status.setup_required && status.state !== 'enabled' && (
        <Alert color="orange" role="alert">
          {t('errors:codes.E_TWO_FACTOR_SETUP_REQUIRED')}
        </Alert>
      )}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : status.state === 'pending' ? (
        <TwoFactorSetup
          status={status}
          sentTo={sentTo}
          onConfirmed={confirmed}
          onCancel={() => void turnOff()}
        />
      ) : status.state === 'not_set_up' ? (
        <Stack gap="sm">
          <Radio.Group
            label={t('security:twoFactor.choose')}
            value={method}
            onChange={(value) => setMethod(value as TwoFactorMethod)}
          >
            <Stack gap="xs" mt="xs">
              {status.methods.map((option) => (
                <Radio
                  key={option}
                  value={option}
                  label={t(`security:methods.${option}`)}
                  description={t(`security:methodHints.${option}`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {method === 'sms' && (
            <TextInput
              label={t('security:twoFactor.mobile')}
              type="tel"
              autoComplete="tel"
              maw={280}
              value={phone}
              error={phoneError}
              onChange={(event) => {
                setPhone(event.currentTarget.value)
                setPhoneError(null)
              }}
            />
          )}
          <Group>
            <Button loading={busy} onClick={() => void start()}>
              {t('security:twoFactor.setUp')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {t('security:twoFactor.codesLeft', { count: status.recovery_codes_left })}
          </Text>
          <Group>
            <Button
              variant="light"
              loading={busy}
              onClick={() =>
                void run(async () => setCodes((await regenerateRecoveryCodes()).recovery_codes))
              }
            >
              {t('security:twoFactor.newCodes')}
            </Button>
            <Button variant="light" color="red" loading={busy} onClick={() => void turnOff()}>
              {t('security:twoFactor.turnOff')}
            </Button>
          </Group>
        </Stack>
      )}
    </SectionCard>
  )
}
