import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { CreateLocationButton } from '@/components/create-location/create-location-button'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { useCustomer } from '../api/get-customer'
import { CustomerDetails } from '../components/customer-details'
import { DeleteCustomerCard } from '../components/delete-customer-card'
import { BrandingCard } from '@/features/customer-branding/components/branding-card'

/** Admin area: one customer, with its links, a new location for it, users, notes, and the delete action. */
export default function AdminCustomerPage() {
  const { t } = useTranslation('customers')
  const navigate = useNavigate()
  const id = Number(useParams().id)
  const { data: customer, error } = useCustomer(Number.isInteger(id) && id > 0 ? id : null)
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.admin.customers} size="sm">
        {t('actions.back')}
      </Anchor>
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      {!customer ? (
        !error && <Skeleton height={400} aria-label={t('common:loading.label')} />
      ) : (
        <>
          <Group justify="space-between">
            <Title order={1} fz="h2">
              {customer.name}
            </Title>
            <CreateLocationButton technical defaultCustomerId={customer.id} />
          </Group>
          <CustomerDetails customer={customer} admin />
          <BrandingCard
            customerId={customer.id}
            canEdit={(customer.permissions ?? []).includes('customer_update')}
          />
          <DeleteCustomerCard
            customer={customer}
            onDeleted={() => navigate(paths.admin.customers)}
          />
        </>
      )}
    </Stack>
  )
}
