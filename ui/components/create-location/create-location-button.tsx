import { Button, Modal, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { isApiError } from '@/lib/api/api-error'
import { createLocation } from './create-location'
import { useCustomerAddress } from './customer-address'
import { CustomerSelect } from './customer-select'
import { LocationForm } from './location-form'

/**
 * "Create location": choose the customer, then fill in the location form.
 * Admins set every field; others (location_update on the customer) the
 * fields of their world. Shared by the locations lists and the customer page.
 */
export function CreateLocationButton({
  technical,
  defaultCustomerId = null,
}: {
  technical: boolean
  defaultCustomerId?: number | null
}) {
  const { t } = useTranslation('locations')
  const navigate = useNavigate()
  const [opened, setOpened] = useState(false)
  const [customerId, setCustomerId] = useState<number | null>(defaultCustomerId)
  const [customerError, setCustomerError] = useState<string>()
  const addressSuggestion = useCustomerAddress(opened ? customerId : null)
  const chooseCustomer = (id: number | null) => {
    setCustomerId(id)
    if (id) setCustomerError(undefined)
  }
  return (
    <>
      <Button onClick={() => setOpened(true)}>{t('actions.create')}</Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('actions.create')}
        size="xl"
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack>
          <CustomerSelect
            label={t('fields.customer')}
            required
            value={customerId}
            onChange={chooseCustomer}
            error={customerError}
          />
          <LocationForm
            technical={technical}
            submitLabel={t('actions.create')}
            addressSuggestion={addressSuggestion}
            validateOutside={() => {
              if (!customerId) setCustomerError(t('validation:rules.required'))
              return Boolean(customerId)
            }}
            onSubmit={async (input) => {
              setCustomerError(undefined)
              try {
                const location = await createLocation({ ...input, customer_id: customerId })
                setOpened(false)
                void navigate(`${paths.locations.info}?location=${location.id}`)
              } catch (error) {
                const field = isApiError(error)
                  ? error.fieldErrors.find((fieldError) => fieldError.field === 'customer_id')
                  : undefined
                if (field) setCustomerError(field.message)
                throw error
              }
            }}
          />
        </Stack>
      </Modal>
    </>
  )
}
