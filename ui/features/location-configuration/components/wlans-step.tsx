import { Alert, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Configuration } from '../api/configuration'
import { useStepSubmit } from './use-step-submit'

type Wlan = { name: string; guest: boolean }

/** Step 5: every WiFi network the venue gets, by name; the report checks them on the controller. */
export function WlansStep({
  configuration,
  values,
  onSaved,
}: {
  configuration: Configuration
  values: Record<string, any> | null
  onSaved: () => void
}) {
  const { t } = useTranslation('locationConfiguration')
  const [wlans, setWlans] = useState<Wlan[]>(values?.wlans ?? [{ name: '', guest: false }])
  const { submit, errors, message, busy } = useStepSubmit(configuration.locationId, 'wlans')
  const change = (index: number, patch: Partial<Wlan>) =>
    setWlans(wlans.map((wlan, at) => (at === index ? { ...wlan, ...patch } : wlan)))

  const save = async () => {
    if (await submit({ wlans })) onSaved()
  }

  return (
    <Stack gap="sm" maw={520}>
      {wlans.map((wlan, index) => (
        <Group key={index} align="flex-end" wrap="wrap" gap="xs">
          <TextInput
            style={{ flex: '1 1 200px' }}
            label={t('wlans.name')}
            value={wlan.name}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
            error={errors[`wlans.${index}.name`]}
          />
          <Checkbox
            label={t('wlans.guest')}
            checked={wlan.guest}
            onChange={(event) => change(index, { guest: event.currentTarget.checked })}
            mb={8}
          />
          {wlans.length > 1 && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => setWlans(wlans.filter((_, at) => at !== index))}
            >
              {t('wlans.remove')}
            </Button>
          )}
        </Group>
      ))}
      {errors.wlans && (
        <Alert color="red" role="alert">
          {errors.wlans}
        </Alert>
      )}
      <Group>
        <Button variant="default" onClick={() => setWlans([...wlans, { name: '', guest: false }])}>
          {t('wlans.add')}
        </Button>
      </Group>
      {message && !errors.wlans && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
      <Button onClick={save} loading={busy}>
        {t('save')}
      </Button>
    </Stack>
  )
}
