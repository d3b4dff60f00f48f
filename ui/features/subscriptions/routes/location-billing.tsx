import {
  Alert,
  Card,
  Divider,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { errorMessage } from '@/lib/i18n/error-message'
import { useLocationBilling, type LocationBilling } from '../api/subscriptions'
import { CreateSubscriptionForm } from '../components/create-subscription-form'
import { LinkSubscriptionForm } from '../components/link-subscription-form'
import { formatCents, formatDay } from '@/lib/format/money'
import { SubscriptionDetails } from '../components/subscription-details'
import { SubscriptionStatusBadge } from '../components/subscription-status-badge'

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  )
}

function Summary({ billing }: { billing: LocationBilling }) {
  const { t, i18n } = useTranslation('subscriptions')
  return (
    <Card withBorder>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Fact label={t('fields.status')}>
          <SubscriptionStatusBadge status={billing.status} />
        </Fact>
        <Fact label={t('fields.plan')}>
          {t('plan.name', { name: billing.plan.name, plan: billing.plan.plan })}
        </Fact>
        <Fact label={t('fields.amount')}>
          {billing.amount === null
            ? '—'
            : t('fields.perMonth', {
                amount: formatCents(billing.amount, billing.currency, i18n.language),
              })}
        </Fact>
        <Fact label={t('fields.periodEnd')}>
          {formatDay(billing.current_period_end, i18n.language)}
        </Fact>
        <Fact label={t('fields.devices')}>
          {t('plan.devices', { devices: billing.devices, max: billing.plan.max_devices })}
        </Fact>
        <Fact label={t('fields.features')}>
          {billing.plan.features.length
            ? billing.plan.features.map((feature) => t(`plan.features.${feature}`)).join(', ')
            : '—'}
        </Fact>
      </SimpleGrid>
    </Card>
  )
}

/** /locations/billing?location=: the venue's subscription and plan; admins link, create, cancel and resume here. */
export default function LocationBillingPage() {
  const { t, i18n } = useTranslation('subscriptions')
  const [params] = useSearchParams()
  const locationId = Number(params.get('location'))
  const isAdmin = useSession((session) => session.user.isAdmin)
  const { data: billing, error } = useLocationBilling(locationId)

  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (!billing)
    return (
      <Skeleton height={240} radius="lg" role="status" aria-label={t('common:loading.label')} />
    )
  const [subscription] = billing.data
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        {t('billing.title')}
      </Title>
      {billing.status !== 'active' && (
        <Alert color="orange" role="status">
          {t('errors:codes.E_NO_ACTIVE_SUBSCRIPTION')}
        </Alert>
      )}
      {billing.plan_exceeded && (
        <Alert color="orange" title={t('plan.exceededTitle')}>
          {t('plan.exceeded', {
            devices: t('plan.deviceCount', { count: billing.devices }),
            max: billing.plan.max_devices,
          })}
        </Alert>
      )}
      {billing.cancel_at_period_end && (
        <Alert color="yellow">
          {t(billing.cancel_reason === 'archived' ? 'billing.endsArchived' : 'billing.ends', {
            date: billing.current_period_end?.slice(0, 10) ?? '',
          })}
        </Alert>
      )}
      <Summary billing={billing} />
      {isAdmin && !billing.billing_configured && (
        <Text c="dimmed">{t('billing.notConfigured')}</Text>
      )}
      {isAdmin && billing.billing_configured && (
        <Card withBorder>
          <Stack gap="md">
            {!billing.live && <Text c="dimmed">{t('billing.notLive')}</Text>}
            {subscription && <SubscriptionDetails billing={billing} subscription={subscription} />}
            {subscription && <Divider />}
            {(!billing.subscription_id || billing.status === 'cancelled') && (
              <Stack gap="xs">
                <Text fw={600}>{t('create.title')}</Text>
                <Text size="sm" c="dimmed">
                  {t('create.description')}
                </Text>
                <CreateSubscriptionForm locationId={billing.location_id} />
              </Stack>
            )}
            <LinkSubscriptionForm locationId={billing.location_id} />
            {billing.candidates.length > 0 && (
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('link.candidates')}
                </Text>
                {billing.candidates.map((candidate) => (
                  <Group key={candidate.id} gap="xs">
                    <Text size="sm">{candidate.id}</Text>
                    <SubscriptionStatusBadge status={candidate.status} />
                    <Text size="sm" c="dimmed">
                      {candidate.items
                        .map(
                          (item) =>
                            `${item.id} · ${formatCents(item.price.unit_amount, item.price.currency, i18n.language)}`
                        )
                        .join(', ')}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      )}
    </Stack>
  )
}
