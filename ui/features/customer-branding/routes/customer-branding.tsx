import { Alert, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { BrandingCard } from '../components/branding-card'

/** /customer/branding: the user's own company's branding; editing needs customer_update there. */
export default function CustomerBrandingPage() {
  const { t } = useTranslation('branding')
  const customer = useSession((session) => session.customer)
  if (!customer) return <Alert color="gray">{t('noCustomer')}</Alert>
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <BrandingCard
        customerId={customer.id}
        canEdit={customer.permissions.includes('customer_update')}
      />
    </Stack>
  )
}
