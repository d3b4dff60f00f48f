import { Alert, Button, Select, Stack, Switch, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import type { Configuration } from '../api/configuration'
import { useStepSubmit } from './use-step-submit'

const DECLARED = [
  'simPresent',
  'fritzboxPresent',
  'pppoe',
  'vlans',
  'option138',
  'option43',
  'wifiCheck',
  'guestPortal',
] as const
const INTERNET_TYPES = ['fiber', 'vdsl', 'cable', 'mobile', 'none'] as const

/**
 * Step 6, the configuration report: the installer declares what the controller cannot tell; completing it checks the
 * rest live. A controller that cannot be read lets an admin complete with a reason.
 */
export function ReportStep({
  configuration,
  values,
  onSaved,
}: {
  configuration: Configuration
  values: Record<string, any> | null
  onSaved: () => void
}) {
  const { t } = useTranslation('locationConfiguration')
  const isAdmin = useSession((session) => session.user.isAdmin)
  const [declared, setDeclared] = useState<Record<string, boolean>>(
    Object.fromEntries(DECLARED.map((field) => [field, Boolean(values?.[field])]))
  )
  const [internetType, setInternetType] = useState<string>(values?.internetType ?? 'fiber')
  const [reason, setReason] = useState('')
  const { submit, errors, message, code, busy } = useStepSubmit(configuration.locationId, 'report')
  const unreadable = code === 'E_CONTROLLER_UNREADABLE'

  const save = async () => {
    const fields = {
      ...declared,
      internetType,
      ...(reason.trim() ? { overrideReason: reason } : {}),
    }
    if (await submit(fields)) onSaved()
  }

  return (
    <Stack gap="sm" maw={520}>
      <Text size="sm" c="dimmed">
        {t('report.intro')}
      </Text>
      <Select
        label={t('report.internetType')}
        data={INTERNET_TYPES.map((value) => ({ value, label: t(`report.internetTypes.${value}`) }))}
        value={internetType}
        onChange={(value) => setInternetType(value ?? 'fiber')}
        allowDeselect={false}
      />
      {DECLARED.map((field) => (
        <Switch
          key={field}
          label={t(`report.${field}`)}
          checked={declared[field]}
          onChange={(event) => setDeclared({ ...declared, [field]: event.currentTarget.checked })}
        />
      ))}
      {message && (
        <Alert color={unreadable ? 'orange' : 'red'} role="alert">
          {message}
          {Object.entries(errors)
            .filter(([field]) => field !== 'overrideReason')
            .map(([field, text]) => (
              <Text key={field} size="sm">
                {text}
              </Text>
            ))}
        </Alert>
      )}
      {unreadable && isAdmin && (
        <Textarea
          label={t('report.overrideReason')}
          description={t('report.overrideHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={reason ? errors.overrideReason : undefined}
        />
      )}
      <Button onClick={save} loading={busy}>
        {t('report.complete')}
      </Button>
    </Stack>
  )
}
