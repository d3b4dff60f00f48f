import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCustomerStripeState } from '@/features/payments/api/customer-payments'
import { PaymentAwaitedAdvice } from '@/features/payments/components/payment-awaited'
import { useCustomer } from '../api/get-customer'
import { CustomerDetails } from '../components/customer-details'
import { SupportAccessCard } from '../components/support-access-card'

/** Customer area "info": the user's own company (default_customer of the self record), or `?customer=ID` of theirs. */
export default function CustomerInfoPage() {
  const { t } = useTranslation('customers')
  const [params] = useSearchParams()
  const fromUrl = params.get('customer')
  const sessionCustomerId = useSession((session) => session.customer?.id ?? null)
  const customerId = fromUrl && /^\d{1,9}$/.test(fromUrl) ? Number(fromUrl) : sessionCustomerId
  const isAdmin = useSession((session) => session.user.isAdmin)
  const isStaff = useSession((session) => session.user.isAdmin || session.user.isPartner)
  const { data: customer, error } = useCustomer(customerId)
  const { data: stripe } = useCustomerStripeState(customerId)
  const canUpdate = isAdmin || (customer?.permissions ?? []).includes('customer_update')
  // The spec's billing rule closes this customer's venues to its users (app/guards, location-layout): say why, once.
  const awaiting =
    !!customer &&
    !!stripe &&
    stripe.payment_method === null &&
    !customer.demo_mode &&
    !customer.free_tier &&
    !isStaff
  if (!customerId) return <Alert color="gray">{t('info.noCustomer')}</Alert>
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {customer?.name ?? t('info.title')}
      </Title>
      {awaiting && (
        <Alert color="yellow" role="alert" title={t('info.blocked.title', { name: customer.name })}>
          <Text size="sm" mb="xs">
            {t('info.blocked.body', { name: customer.name })}
          </Text>
          <PaymentAwaitedAdvice
            name={customer.name}
            canPay={canUpdate && stripe.billing_configured}
            contacts={stripe.payment_contacts}
            here
          />
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      {customer ? (
        <CustomerDetails customer={customer} admin={isAdmin} />
      ) : (
        !error && <Skeleton height={400} aria-label={t('common:loading.label')} />
      )}
      {customer && <SupportAccessCard customerId={customer.id} canChange={canUpdate} />}
    </Stack>
  )
}
