import { MultiSelect } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCustomerChoices } from '../api/search-customers'

interface CustomerPickerProps {
  value: number[]
  onChange: (ids: number[]) => void
  error?: string
}

/** Searchable multi-select over the customers the user sees; chosen names stay shown while searching on. */
export function CustomerPicker({ value, onChange, error }: CustomerPickerProps) {
  const { t } = useTranslation('groups')
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search, 300)
  const { data } = useCustomerChoices(q)
  const known = useRef(new Map<string, string>())
  for (const customer of data?.data ?? []) {
    known.current.set(
      String(customer.id),
      customer.group ? `${customer.name} (${customer.group.name})` : customer.name
    )
  }
  const options = [
    ...new Set([...value.map(String), ...(data?.data ?? []).map((c) => String(c.id))]),
  ].map((id) => ({ value: id, label: known.current.get(id) ?? `#${id}` }))
  return (
    <MultiSelect
      label={t('wizard.customers')}
      description={t('wizard.customersHint')}
      placeholder={t('wizard.searchCustomers')}
      data={options}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('wizard.noCustomers')}
      error={error}
    />
  )
}
