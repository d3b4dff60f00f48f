import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import type { SessionState } from '@/lib/session/session-state'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCustomer } from '../api/get-customer'
import { CustomerDetails } from '../components/customer-details'
import { SupportAccessCard } from '../components/support-access-card'

/** Customer area "info": the user's own company (default_customer of the self record). */
export default function CustomerInfoPage() {
  const { t } = useTranslation('customers')
  const customerId = useSession((session) => session.customer?.id ?? null)
  const isAdmin = useSession((session) => session.user.isAdmin)
  const blocked = useSession(awaitsPaymentMethod)
  const canUpdate = useSession((session) => session.user.isAdmin || (session.customer?.permissions.includes('customer_update') ?? false))
  const { data: customer, error } = useCustomer(customerId)
  if (!customerId) return <Alert color="gray">{t('info.noCustomer')}</Alert>
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {customer?.name ?? t('info.title')}
      </Title>
      {blocked && (
        <Alert color="yellow" role="alert" title={t('info.blocked.title')}>
          <Text size="sm">{t('info.blocked.body', { name: customer?.name ?? '' })}</Text>
          <Text size="sm" mt="xs">
            {t('info.blocked.whoFixes', { name: customer?.name ?? '' })}
          </Text>
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      {customer ? <CustomerDetails customer={customer} admin={isAdmin} /> : !error && <Skeleton height={400} aria-label={t('common:loading.label')} />}
      {customer && <SupportAccessCard customerId={customer.id} canChange={canUpdate} />}
    </Stack>
  )
}

/** The spec's billing rule sends this customer's users here (app/guards/navigation-rules.ts): say why. */
function awaitsPaymentMethod({ user, customer }: SessionState) {
  return !!customer && customer.paymentMethod === null && !customer.demo && !user.isAdmin && !user.isPartner
}
