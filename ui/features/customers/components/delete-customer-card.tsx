import { Button, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { deleteCustomer } from '../api/save-customer'
import type { Customer } from '../api/types'

/** Deleting asks to type the customer's name (spec §5); the server refuses while locations are not archived. */
export function DeleteCustomerCard({
  customer,
  onDeleted,
}: {
  customer: Customer
  onDeleted: () => void
}) {
  const { t } = useTranslation('customers')
  const [opened, setOpened] = useState(false)
  return (
    <SectionCard title={t('delete.title')}>
      <Text size="sm" c="dimmed">
        {t('delete.hint')}
      </Text>
      <div>
        <Button color="red" variant="light" onClick={() => setOpened(true)}>
          {t('delete.action')}
        </Button>
      </div>
      <DeleteConfirmModal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('delete.title')}
        description={t('delete.description', { name: customer.name })}
        confirmValue={customer.name}
        onConfirm={async () => {
          try {
            await deleteCustomer(customer.id)
            toast('success', t('delete.done'))
            onDeleted()
          } catch (error) {
            toast('error', errorMessage(t, error))
          }
        }}
      />
    </SectionCard>
  )
}
