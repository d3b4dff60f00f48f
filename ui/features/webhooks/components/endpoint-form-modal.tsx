import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  createWebhookEndpoint,
  updateWebhookEndpoint,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEndpointWithSecret,
  type WebhookScope,
} from '../api/webhooks'
import { eventTypeLabel } from './webhook-format'

interface EndpointFormModalProps {
  scope: WebhookScope
  locationId: number
  eventTypes: WebhookEndpointList['eventTypes']
  /** The endpoint to change; none to add one. */
  endpoint?: WebhookEndpoint
  onClose: () => void
  onCreated: (created: WebhookEndpointWithSecret) => void
}

/** Adds an endpoint (a public https URL and the events it wants) or changes one. */
export function EndpointFormModal({
  scope,
  locationId,
  eventTypes,
  endpoint,
  onClose,
  onCreated,
}: EndpointFormModalProps) {
  const { t } = useTranslation('webhooks')
  const form = useForm({
    initialValues: {
      url: endpoint?.url ?? 'https://',
      description: endpoint?.description ?? '',
      eventTypes: endpoint?.eventTypes ?? [],
    },
    validate: {
      url: (value) => (/^https:\/\/[^\s/]+/.test(value.trim()) ? null : t('form.urlHttps')),
      eventTypes: (value) => (value.length > 0 ? null : t('form.eventTypesRequired')),
    },
  })

  const submit = form.onSubmit(async (values) => {
    const input = {
      url: values.url.trim(),
      description: values.description.trim() || null,
      eventTypes: values.eventTypes as never,
    }
    try {
      if (endpoint) {
        await updateWebhookEndpoint(scope, locationId, endpoint.id, input)
        toast('success', t('toasts.saved'))
      } else {
        onCreated(await createWebhookEndpoint(scope, locationId, input))
      }
      onClose()
    } catch (error) {
      const fields = formErrors(t, error)
      form.setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([field, message]) => [
            field.startsWith('eventTypes') ? 'eventTypes' : field,
            message,
          ])
        )
      )
      if (Object.keys(fields).length === 0) toast('error', errorMessage(t, error))
    }
  })

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(endpoint ? 'form.editTitle' : 'form.addTitle')}
      size="lg"
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(endpoint ? 'form.editTitle' : 'form.addTitle')}
      >
        <Stack>
          <TextInput
            label={t('form.url')}
            description={t('form.urlHint')}
            required
            maxLength={2048}
            {...form.getInputProps('url')}
          />
          <TextInput
            label={t('form.description')}
            maxLength={200}
            {...form.getInputProps('description')}
          />
          <Checkbox.Group
            label={t('form.eventTypes')}
            required
            {...form.getInputProps('eventTypes')}
          >
            <Stack gap="xs" mt="xs">
              {eventTypes.map((entry) => (
                <Checkbox
                  key={entry.type}
                  value={entry.type}
                  label={eventTypeLabel(t, entry.type, entry.description)}
                  description={entry.type}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t(endpoint ? 'form.save' : 'form.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
