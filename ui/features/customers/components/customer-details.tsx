import { SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { OpeningHoursCard } from '@/components/opening-hours/opening-hours-card'
import { StatusPageCard } from '@/components/status-page-link'
import { useSession } from '@/lib/session/session-store'
import { updateCustomer } from '../api/save-customer'
import type { Customer } from '../api/types'
import { PaymentMethodCard } from '@/features/payments/components/payment-method-card'
import { StripeAdminCard } from '@/features/payments/components/stripe-admin-card'
import { InvoiceTable } from '@/features/invoices/components/invoice-table'
import { CustomerForm } from './customer-form'
import { CustomerLocationsCard } from './customer-locations-card'
import { CustomerLogoCard } from './customer-logo-card'
import { CustomerLogsCard } from './customer-logs-card'
import { CustomerLinksCard } from './customer-links-card'
import { CustomerUsersCard } from './customer-users-card'

/** Everything about one customer that the user may see; edit controls follow the permissions the server sent. */
export function CustomerDetails({ customer, admin }: { customer: Customer; admin: boolean }) {
  const { t } = useTranslation('customers')
  const userId = useSession((session) => session.user.id ?? 0)
  const permissions = customer.permissions ?? []
  const canEdit = permissions.includes('customer_update')
  return (
    <Stack gap="lg">
      <PaymentMethodCard customerId={customer.id} canPay={admin || canEdit} />
      {admin && <StripeAdminCard customerId={customer.id} />}
      {admin && (
        <SectionCard title={t('invoices:title')}>
          <InvoiceTable customerId={customer.id} admin />
        </SectionCard>
      )}
      <SectionCard title={t('info.title')}>
        <CustomerForm
          customer={customer}
          admin={admin}
          readOnly={!canEdit}
          submitLabel={t('common:actions.save')}
          onSubmit={(input) => updateCustomer(customer.id, input)}
        />
      </SectionCard>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CustomerLogoCard customer={customer} canEdit={canEdit} />
        <SectionCard title={t('plan.title')}>
          {t('plan.value', { plan: customer.default_plan })}
        </SectionCard>
      </SimpleGrid>
      <CustomerLocationsCard customerId={customer.id} />
      <SectionCard title={t('openingHours:title')}>
        <OpeningHoursCard owner="customers" id={customer.id} canWrite={canEdit} />
      </SectionCard>
      <StatusPageCard owner="customer" id={customer.id} />
      {admin && <CustomerLinksCard customer={customer} canEdit={canEdit} />}
      <CustomerUsersCard
        customerId={customer.id}
        canInvite={permissions.includes('users_create')}
      />
      <CustomerLogsCard
        customerId={customer.id}
        canEdit={canEdit}
        currentUserId={Number(userId)}
        admin={admin}
      />
    </Stack>
  )
}
