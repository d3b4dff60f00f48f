import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  resendFailedWebhooks,
  resendWebhookDelivery,
  useWebhookDeliveries,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookScope,
} from '../api/webhooks'
import { DeliveryStatusBadge } from './webhook-badges'
import { dateTimeLabel, eventTypeLabel, outcomeLabel } from './webhook-format'

interface DeliveryLogProps {
  scope: WebhookScope
  locationId: number
  endpoint: WebhookEndpoint
  canUpdate: boolean
  onClose: () => void
}

const FILTERS = ['all', 'failed', 'pending', 'succeeded'] as const

/** An endpoint's deliveries, newest first; each opens onto its attempts (status, duration, the answer's start). */
export function DeliveryLogModal({
  scope,
  locationId,
  endpoint,
  canUpdate,
  onClose,
}: DeliveryLogProps) {
  const { t, i18n } = useTranslation('webhooks')
  const [page, setPage] = useState(1)
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all')
  const [open, setOpen] = useState<number | null>(null)
  const [since, setSince] = useState(() =>
    new Date(Date.now() - 3 * 86400_000).toISOString().slice(0, 10)
  )
  const { data, error, isLoading } = useWebhookDeliveries(scope, locationId, endpoint.id, {
    page,
    perPage: 20,
    ...(filter === 'all' ? {} : { status: filter }),
  })

  /** Runs an action and toasts the message it returns, or the translated error. */
  const act = async (work: () => Promise<string>) => {
    try {
      toast('success', await work())
    } catch (failure) {
      toast('error', errorMessage(t, failure))
    }
  }
  const resendOne = (delivery: WebhookDelivery) =>
    act(async () => {
      await resendWebhookDelivery(scope, locationId, endpoint.id, delivery.id)
      return t('toasts.resent')
    })
  const resendSince = () =>
    act(async () =>
      t('toasts.resentFailed', {
        count: await resendFailedWebhooks(scope, locationId, endpoint.id, since),
      })
    )

  return (
    <Modal opened onClose={onClose} title={t('log.title', { url: endpoint.url })} size="80rem">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <SegmentedControl
            value={filter}
            onChange={(value) => {
              setFilter(value as typeof filter)
              setPage(1)
            }}
            data={FILTERS.map((value) => ({ value, label: t(`log.filters.${value}`) }))}
          />
          {canUpdate && (
            <Group align="flex-end">
              <TextInput
                type="date"
                label={t('log.since')}
                value={since}
                onChange={(event) => setSince(event.currentTarget.value)}
                w={170}
              />
              <Button variant="light" onClick={resendSince} disabled={!since || !endpoint.enabled}>
                {t('log.resendFailed')}
              </Button>
            </Group>
          )}
        </Group>
        {error ? (
          <Alert color="red" role="alert">
            {errorMessage(t, error)}
          </Alert>
        ) : (
          <PagedTable
            result={data}
            loading={isLoading}
            skeletonHeight={160}
            emptyLabel={t('log.empty')}
            totalLabel={(total) => t('log.total', { count: total })}
            onPageChange={setPage}
          >
            {(rows) => (
              <Table.ScrollContainer minWidth={720}>
                <Table aria-label={t('log.tableLabel')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('log.columns.time')}</Table.Th>
                      <Table.Th>{t('log.columns.event')}</Table.Th>
                      <Table.Th>{t('log.columns.status')}</Table.Th>
                      <Table.Th>{t('log.columns.attempts')}</Table.Th>
                      <Table.Th>{t('log.columns.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((delivery) => (
                      <Fragment key={delivery.id}>
                        <Table.Tr>
                          <Table.Td>{dateTimeLabel(i18n.language, delivery.createdAt)}</Table.Td>
                          <Table.Td>{eventTypeLabel(t, delivery.eventType)}</Table.Td>
                          <Table.Td>
                            <DeliveryStatusBadge status={delivery.status} />
                            <Text size="xs" c="dimmed">
                              {outcomeLabel(t, delivery.lastStatusCode, delivery.lastError)}
                            </Text>
                          </Table.Td>
                          <Table.Td>{delivery.attempts}</Table.Td>
                          <Table.Td>
                            <Group gap="xs" wrap="nowrap">
                              <Button
                                size="compact-sm"
                                variant="subtle"
                                onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
                                aria-expanded={open === delivery.id}
                              >
                                {t('log.details')}
                              </Button>
                              {canUpdate && endpoint.enabled && (
                                <Button
                                  size="compact-sm"
                                  variant="light"
                                  onClick={() => resendOne(delivery)}
                                >
                                  {t('log.resend')}
                                </Button>
                              )}
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                        {open === delivery.id && (
                          <Table.Tr>
                            <Table.Td colSpan={5}>
                              <AttemptList delivery={delivery} />
                            </Table.Td>
                          </Table.Tr>
                        )}
                      </Fragment>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </PagedTable>
        )}
      </Stack>
    </Modal>
  )
}

function AttemptList({ delivery }: { delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation('webhooks')
  if (delivery.log.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('log.noAttempts')}
      </Text>
    )
  return (
    <Stack gap="xs" aria-label={t('log.attemptsOf', { id: delivery.messageId })}>
      <Text size="xs" ff="monospace">
        webhook-id: {delivery.messageId}
      </Text>
      {delivery.log.map((attempt) => (
        <div key={attempt.attempt}>
          <Text size="sm">
            {t('log.attempt', {
              number: attempt.attempt,
              at: dateTimeLabel(i18n.language, attempt.attemptedAt),
              ms: attempt.durationMs,
            })}{' '}
            · {outcomeLabel(t, attempt.statusCode, attempt.error)}
            {attempt.nextAttemptAt &&
              ` · ${t('log.nextAttempt', { at: dateTimeLabel(i18n.language, attempt.nextAttemptAt) })}`}
          </Text>
          {attempt.responseBody && (
            <Text
              size="xs"
              ff="monospace"
              c="dimmed"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {attempt.responseBody}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  )
}
