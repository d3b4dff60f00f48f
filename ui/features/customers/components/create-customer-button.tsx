import { Button, Modal } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { createCustomer } from '../api/save-customer'
import { CustomerForm } from './customer-form'

/** "Add customer": the details form in a modal; opens the new customer when saved. */
export function CreateCustomerButton({
  admin,
  onCreated,
}: {
  admin: boolean
  onCreated: (id: number) => void
}) {
  const { t } = useTranslation('customers')
  const [opened, setOpened] = useState(false)
  return (
    <>
      <Button onClick={() => setOpened(true)}>{t('actions.add')}</Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('actions.add')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <CustomerForm
          admin={admin}
          submitLabel={t('actions.create')}
          onSubmit={async (input) => {
            const customer = await createCustomer(input)
            setOpened(false)
            onCreated(customer.id)
          }}
        />
      </Modal>
    </>
  )
}
