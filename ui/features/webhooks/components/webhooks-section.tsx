import { Alert, Badge, Button, Group, Menu, Skeleton, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import * as webhooks from '../api/webhooks'
import type { WebhookEndpoint, WebhookEndpointWithSecret, WebhookScope } from '../api/webhooks'
import { DeliveryLogModal } from './delivery-log-modal'
import { EndpointFormModal } from './endpoint-form-modal'
import { SecretModal } from './secret-modal'
import { EndpointStateBadge } from './webhook-badges'
import { eventTypeLabel } from './webhook-format'

export interface WebhooksSectionProps {
  scope: WebhookScope
  locationId: number
  canUpdate: boolean
}

/**
 * Outgoing webhooks of a venue (its info tab) or of its guest portal (portal tab): the endpoints, the events each
 * receives, the secret shown once with rotate, and per endpoint the delivery log with resend and "send test event".
 */
export function WebhooksSection({ scope, locationId, canUpdate }: WebhooksSectionProps) {
  const { t } = useTranslation('webhooks')
  const { data, error, isLoading } = webhooks.useWebhookEndpoints(scope, locationId)
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null)
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null)
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null)
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null)

  const act = async (work: () => Promise<string | void>) => {
    try {
      const message = await work()
      if (message) toast('success', message)
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }
  const test = (endpoint: WebhookEndpoint) =>
    act(async () => {
      await webhooks.sendWebhookTest(scope, locationId, endpoint.id)
      return t('toasts.testSent')
    })
  const rotate = (endpoint: WebhookEndpoint) =>
    act(async () => {
      const rotated = await webhooks.rotateWebhookSecret(scope, locationId, endpoint.id)
      setSecret({ value: rotated.secret, rotated: true })
    })
  const toggle = (endpoint: WebhookEndpoint) =>
    act(async () => {
      await webhooks.updateWebhookEndpoint(scope, locationId, endpoint.id, {
        enabled: !endpoint.enabled,
      })
      return t(endpoint.enabled ? 'toasts.paused' : 'toasts.resumed')
    })
  const remove = (endpoint: WebhookEndpoint) =>
    act(async () => {
      await webhooks.deleteWebhookEndpoint(scope, locationId, endpoint.id)
      return t('toasts.deleted')
    })

  return (
    <SectionCard title={t(`title.${scope}`)} description={t(`description.${scope}`)}>
      {canUpdate && (
        <Group>
          <Button onClick={() => setEditing('new')} disabled={!data}>
            {t('actions.add')}
          </Button>
        </Group>
      )}
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      ) : isLoading || !data ? (
        <Skeleton height={80} aria-label={t('common:loading.label')} />
      ) : data.data.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t(`title.${scope}`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.url')}</Table.Th>
                <Table.Th>{t('columns.events')}</Table.Th>
                <Table.Th>{t('columns.state')}</Table.Th>
                <Table.Th>{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((endpoint) => (
                <Table.Tr key={endpoint.id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                      {endpoint.url}
                    </Text>
                    {endpoint.description && (
                      <Text size="xs" c="dimmed">
                        {endpoint.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {endpoint.eventTypes.map((type) => (
                        <Badge
                          key={type}
                          variant="outline"
                          color="gray"
                          styles={{ label: { textTransform: 'none' } }}
                        >
                          {eventTypeLabel(
                            t,
                            type,
                            data.eventTypes.find((entry) => entry.type === type)?.description
                          )}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <EndpointStateBadge endpoint={endpoint} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="compact-sm" variant="light" onClick={() => setLogOf(endpoint)}>
                        {t('actions.log')}
                      </Button>
                      {canUpdate && (
                        <Menu position="bottom-end">
                          <Menu.Target>
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              aria-label={t('actions.more', { url: endpoint.url })}
                            >
                              …
                            </Button>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item onClick={() => test(endpoint)} disabled={!endpoint.enabled}>
                              {t('actions.test')}
                            </Menu.Item>
                            <Menu.Item onClick={() => setEditing(endpoint)}>
                              {t('actions.edit')}
                            </Menu.Item>
                            <Menu.Item onClick={() => rotate(endpoint)}>
                              {t('actions.rotate')}
                            </Menu.Item>
                            <Menu.Item onClick={() => toggle(endpoint)}>
                              {t(endpoint.enabled ? 'actions.pause' : 'actions.resume')}
                            </Menu.Item>
                            <Menu.Item color="red" onClick={() => setRemoving(endpoint)}>
                              {t('actions.delete')}
                            </Menu.Item>
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && data && (
        <EndpointFormModal
          scope={scope}
          locationId={locationId}
          eventTypes={data.eventTypes}
          endpoint={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={(created: WebhookEndpointWithSecret) =>
            setSecret({ value: created.secret, rotated: false })
          }
        />
      )}
      {secret && (
        <SecretModal
          secret={secret.value}
          rotated={secret.rotated}
          onClose={() => setSecret(null)}
        />
      )}
      {logOf && (
        <DeliveryLogModal
          scope={scope}
          locationId={locationId}
          endpoint={logOf}
          canUpdate={canUpdate}
          onClose={() => setLogOf(null)}
        />
      )}
      {removing && (
        <DeleteConfirmModal
          opened
          onClose={() => setRemoving(null)}
          title={t('remove.title')}
          description={t('remove.description', { url: removing.url })}
          confirmValue={removing.url}
          confirmLabel={t('remove.confirm')}
          onConfirm={() => remove(removing)}
        />
      )}
    </SectionCard>
  )
}
