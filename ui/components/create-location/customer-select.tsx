import { Select } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCustomerOptions } from './customer-options'

interface CustomerSelectProps {
  label: string
  value: number | null
  onChange: (id: number | null) => void
  required?: boolean
  error?: string
  clearable?: boolean
}

/** A searchable customer choice for the create form and the admin list filter. */
export function CustomerSelect({
  label,
  value,
  onChange,
  required,
  error,
  clearable,
}: CustomerSelectProps) {
  const { t } = useTranslation('locations')
  const [search, setSearch] = useState('')
  const { data } = useCustomerOptions(search)
  const options = (data?.data ?? []).map((customer) => ({
    value: String(customer.id),
    label: customer.name,
  }))
  return (
    <Select
      label={label}
      placeholder={t('picker.customerPlaceholder')}
      searchable
      clearable={clearable}
      required={required}
      error={error}
      onSearchChange={setSearch}
      data={options}
      value={value ? String(value) : null}
      onChange={(id) => onChange(id ? Number(id) : null)}
      nothingFoundMessage={t('picker.noCustomers')}
      w={260}
    />
  )
}
