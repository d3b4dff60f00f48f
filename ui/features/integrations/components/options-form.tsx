import { Alert, Button, Group, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  useIntegrationActions,
  useOptionChoices,
  type IntegrationConnection,
  type IntegrationPlugin,
} from '../api/integrations'
import { SchemaFields, fieldErrorsUnder } from './schema-fields'

/** The choices made after connecting (e.g. the audience and tags), with the values the account offers. */
export function OptionsForm({
  base,
  plugin,
  connection,
  canUpdate,
}: {
  base: string
  plugin: IntegrationPlugin
  connection: IntegrationConnection
  canUpdate: boolean
}) {
  const { t } = useTranslation('integrations')
  const [values, setValues] = useState<Record<string, unknown>>(connection.options)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const actions = useIntegrationActions(base)
  const live = canUpdate && connection.state !== 'needs_credentials'
  const { data, error } = useOptionChoices(base, plugin.id, live)
  if (!plugin.optionsSchema) return null

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      await actions.update(plugin.id, { options: values })
      toast('success', t('toasts.optionsSaved'))
    } catch (failure) {
      const fields = fieldErrorsUnder('options', formErrors(t, failure))
      setErrors(fields)
      if (Object.keys(fields).length === 0) toast('error', errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.optionsTitle')}>
      <Stack gap="sm">
        {error && (
          <Alert color="yellow" role="alert">
            {errorMessage(t, error)}
          </Alert>
        )}
        <SchemaFields
          pluginId={plugin.id}
          schema={plugin.optionsSchema as any}
          values={values}
          onChange={setValues}
          errors={errors}
          choices={data?.choices}
          disabled={!canUpdate || busy}
        />
        {canUpdate && (
          <Group>
            <Button type="submit" variant="light" loading={busy}>
              {t('form.saveOptions')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}
