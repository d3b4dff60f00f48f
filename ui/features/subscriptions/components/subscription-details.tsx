import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  cancelSubscription,
  resumeSubscription,
  type LocationBilling,
  type StripeSubscription,
} from '../api/subscriptions'
import { formatCents, formatDay } from '@/lib/format/money'
import { SubscriptionStatusBadge } from './subscription-status-badge'

/** The subscription as Stripe has it (admins): its items, and cancel at period end (asked first) or resume. */
export function SubscriptionDetails({
  billing,
  subscription,
}: {
  billing: LocationBilling
  subscription: StripeSubscription
}) {
  const { t, i18n } = useTranslation('subscriptions')
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await action()
      toast('success', t(done))
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }
  const billed = subscription.status !== 'cancelled'
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>{subscription.id}</Text>
          <SubscriptionStatusBadge status={subscription.status} />
        </Group>
        {billed &&
          (subscription.cancel_at_period_end ? (
            <Button
              variant="default"
              loading={busy}
              onClick={() =>
                run(
                  () => resumeSubscription(billing.location_id, subscription.id),
                  'toasts.resumed'
                )
              }
            >
              {t('actions.resume')}
            </Button>
          ) : (
            <Button color="red" variant="light" onClick={() => setAsking(true)}>
              {t('actions.cancel')}
            </Button>
          ))}
      </Group>
      {subscription.cancel_at_period_end && (
        <Text size="sm">
          {t('details.endsOn', { date: formatDay(subscription.cancel_at, i18n.language) })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={600}>
        <Table aria-label={t('details.items')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('details.product')}</Table.Th>
              <Table.Th>{t('details.price')}</Table.Th>
              <Table.Th>{t('details.period')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subscription.items.map((item) => (
              <Table.Tr key={item.id} fw={item.linked ? 600 : undefined}>
                <Table.Td>
                  {item.product.name ?? item.product.id}
                  {item.linked ? ` · ${t('details.thisVenue')}` : ''}
                </Table.Td>
                <Table.Td>{`${formatCents(item.price.unit_amount, item.price.currency, i18n.language)} × ${item.quantity} / ${t(`interval.${item.price.interval ?? 'month'}`)}`}</Table.Td>
                <Table.Td>{`${formatDay(item.current_period_start, i18n.language)} – ${formatDay(item.current_period_end, i18n.language)}`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('cancel.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack>
          <Text>{t('cancel.description')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={busy}
              onClick={() =>
                run(
                  () => cancelSubscription(billing.location_id, subscription.id),
                  'toasts.cancelled'
                )
              }
            >
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
