import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { formRules } from '@/lib/form-rules'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { addPpskKey } from '../api/ppsk-keys'
import type { CreatedPpskKeyView, PpskKeys } from '../api/views'
import { PASSPHRASE_MAX, PASSPHRASE_MIN } from './wlan-edit-modal'

interface PpskKeyModalProps {
  locationId: number
  wlans: PpskKeys['wlans']
  onClose: () => void
}

const NAME_MAX = 64

/** Adds a personal key; once created, its password is shown here once and never again. */
export function PpskKeyModal({ locationId, wlans, onClose }: PpskKeyModalProps) {
  const { t } = useTranslation('network')
  const [created, setCreated] = useState<CreatedPpskKeyView | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const preferred = wlans.find((wlan) => wlan.security === 'ppsk') ?? wlans[0]
  const form = useForm({
    initialValues: {
      wlanId: preferred?.id ?? '',
      name: '',
      passphrase: '',
      vlan: '' as number | '',
    },
    validate: {
      wlanId: (value) => formRules(t).required(value),
      name: (value) =>
        formRules(t).required(value) ??
        (value.trim().length > NAME_MAX ? t('ppsk.nameLength', { count: NAME_MAX }) : null),
      passphrase: (value) =>
        value === '' ||
        (value.length >= PASSPHRASE_MIN &&
          value.length <= PASSPHRASE_MAX &&
          /^[\x20-\x7e]+$/.test(value))
          ? null
          : t('ppsk.passphraseRule', { min: PASSPHRASE_MIN, max: PASSPHRASE_MAX }),
      vlan: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 4094
          ? null
          : t('ppsk.vlanRule'),
    },
  })

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      const key = await addPpskKey(locationId, {
        wlanId: values.wlanId,
        name: values.name.trim(),
        vlan: Number(values.vlan),
        ...(values.passphrase ? { passphrase: values.passphrase } : {}),
      })
      setCreated(key)
    } catch (error) {
      form.setErrors(formErrors(t, error))
      setFailure(errorMessage(t, error))
    }
  })

  const title = created
    ? t('ppsk.createdTitle', { name: created.name ?? created.wlanName })
    : t('ppsk.addTitle')
  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      onClose={onClose}
      title={title}
      centered
    >
      {created ? (
        <Stack>
          <Alert color="yellow" role="status">
            {t('ppsk.shownOnce')}
          </Alert>
          <Text size="sm">
            {t('ppsk.createdOn', { wlan: created.wlanName, vlan: created.vlan ?? '—' })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <Text
              ff="monospace"
              fz="lg"
              aria-label={t('ppsk.newPassphrase')}
              style={{ wordBreak: 'break-all' }}
            >
              {created.passphrase}
            </Text>
            <CopyButton value={created.passphrase}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('wlans.copied') : t('wlans.copy')} withArrow>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={t('ppsk.copyPassphrase')}>
                    <Icon name={copied ? 'check' : 'copy'} />
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('ppsk.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <NativeSelect
              label={t('ppsk.network')}
              description={t('ppsk.networkHint')}
              required
              data={wlans.map((wlan) => ({ value: wlan.id, label: wlan.name }))}
              {...form.getInputProps('wlanId')}
            />
            <TextInput
              label={t('ppsk.name')}
              description={t('ppsk.nameHint')}
              required
              maxLength={NAME_MAX}
              {...form.getInputProps('name')}
            />
            <NumberInput
              label={t('ppsk.vlan')}
              description={t('ppsk.vlanHint')}
              required
              min={1}
              max={4094}
              allowDecimal={false}
              clampBehavior="none"
              placeholder="20"
              {...form.getInputProps('vlan')}
            />
            <PasswordInput
              label={t('ppsk.passphrase')}
              description={t('ppsk.passphraseHint', { min: PASSPHRASE_MIN, max: PASSPHRASE_MAX })}
              autoComplete="new-password"
              {...form.getInputProps('passphrase')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('common:actions.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('ppsk.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
