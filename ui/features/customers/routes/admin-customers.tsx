import { Group, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { customerHref } from '@/config/paths'
import { CreateCustomerButton } from '../components/create-customer-button'
import { CustomersTable } from '../components/customers-table'

/** Admin area: every customer, search and paging, add. */
export default function AdminCustomersPage() {
  const { t } = useTranslation('customers')
  const navigate = useNavigate()
  const open = (id: number) => navigate(customerHref(id))
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <CreateCustomerButton admin onCreated={open} />
      </Group>
      <CustomersTable onOpen={open} />
    </Stack>
  )
}
