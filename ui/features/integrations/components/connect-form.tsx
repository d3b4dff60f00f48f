import { Alert, Button, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  useIntegrationActions,
  type IntegrationConnection,
  type IntegrationPlugin,
} from '../api/integrations'
import { SchemaFields, fieldErrorsUnder, filledValues } from './schema-fields'

interface ConnectFormProps {
  base: string
  plugin: IntegrationPlugin
  /** Set when the portal is connected already: the form gives it a new key. */
  connection: IntegrationConnection | null
  onDone?: () => void
}

/** The connect form: the plugin's settings (the key), tested against the service before anything is saved. */
export function ConnectForm({ base, plugin, connection, onDone }: ConnectFormProps) {
  const { t } = useTranslation('integrations')
  const [values, setValues] = useState<Record<string, unknown>>(connection?.settings ?? {})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const actions = useIntegrationActions(base)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    setFailure(null)
    try {
      await actions.connect(plugin.id, { settings: filledValues(values) })
      toast('success', t('toasts.connected', { name: plugin.name }))
      onDone?.()
    } catch (error) {
      const fields = fieldErrorsUnder('settings', formErrors(t, error))
      setErrors(fields)
      if (Object.keys(fields).length === 0)
        setFailure(isApiError(error) ? errorMessage(t, error) : t('errors:codes.E_GENERIC'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.connectTitle', { name: plugin.name })}>
      <Stack gap="sm">
        <SchemaFields
          pluginId={plugin.id}
          schema={plugin.settingsSchema as any}
          values={values}
          onChange={setValues}
          errors={errors}
          disabled={busy}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={busy}>
            {connection ? t('form.saveKey') : t('form.connect')}
          </Button>
          {onDone && connection && (
            <Button variant="default" onClick={onDone} disabled={busy}>
              {t('form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
