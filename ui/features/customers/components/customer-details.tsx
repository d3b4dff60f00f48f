import { SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { updateCustomer } from '../api/save-customer'
import type { Customer } from '../api/types'
import { BillingPlaceholderCard } from './billing-placeholder-card'
import { CustomerForm } from './customer-form'
import { CustomerLocationsCard } from './customer-locations-card'
import { CustomerLogoCard } from './customer-logo-card'
import { CustomerLogsCard } from './customer-logs-card'
import { CustomerLinksCard } from './customer-links-card'
import { CustomerUsersCard } from './customer-users-card'
import { Section } from './section'

/** Everything about one customer that the user may see; edit controls follow the permissions the server sent. */
export function CustomerDetails({ customer, admin }: { customer: Customer; admin: boolean }) {
  const { t } = useTranslation('customers')
  const userId = useSession((session) => session.user.id ?? 0)
  const permissions = customer.permissions ?? []
  const canEdit = permissions.includes('customer_update')
  return (
    <Stack gap="lg">
      <Section title={t('info.title')}>
        <CustomerForm customer={customer} admin={admin} readOnly={!canEdit} submitLabel={t('common:actions.save')} onSubmit={(input) => updateCustomer(customer.id, input)} />
      </Section>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CustomerLogoCard customer={customer} canEdit={canEdit} />
        <Section title={t('plan.title')}>{t('plan.value', { plan: customer.default_plan })}</Section>
      </SimpleGrid>
      <CustomerLocationsCard customerId={customer.id} />
      {admin && <CustomerLinksCard customer={customer} canEdit={canEdit} />}
      <CustomerUsersCard customerId={customer.id} canInvite={permissions.includes('users_create')} />
      <CustomerLogsCard customerId={customer.id} canEdit={canEdit} currentUserId={Number(userId)} admin={admin} />
      <BillingPlaceholderCard />
    </Stack>
  )
}
