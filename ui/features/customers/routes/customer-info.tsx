import { Alert, Skeleton, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCustomer } from '../api/get-customer'
import { CustomerDetails } from '../components/customer-details'

/** Customer area "info": the user's own company (default_customer of the self record). */
export default function CustomerInfoPage() {
  const { t } = useTranslation('customers')
  const customerId = useSession((session) => session.customer?.id ?? null)
  const isAdmin = useSession((session) => session.user.isAdmin)
  const { data: customer, error } = useCustomer(customerId)
  if (!customerId) return <Alert color="gray">{t('info.noCustomer')}</Alert>
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {customer?.name ?? t('info.title')}
      </Title>
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      {customer ? <CustomerDetails customer={customer} admin={isAdmin} /> : !error && <Skeleton height={400} aria-label={t('common:loading.label')} />}
    </Stack>
  )
}
