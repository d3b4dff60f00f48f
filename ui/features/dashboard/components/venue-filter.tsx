import { Select } from '@mantine/core'
import useSWR from 'swr'
import { useTranslation } from 'react-i18next'
import { api } from '@/lib/api/api-client'
import type { DashboardLayout } from '../api/types'

type Filter = DashboardLayout['venueFilter']

/** The default venue filter of the layout: every venue, or one customer's (the choice is stored with the layout). */
export function VenueFilter({
  value,
  onChange,
}: {
  value: Filter
  onChange(filter: Filter): void
}) {
  const { t } = useTranslation('dashboard')
  const customers = useSWR<{ data: { id: number; name: string | null }[] }>(
    ['/customers', 'dashboard-filter'],
    () => api.get('/customers', { params: { perPage: 100 } })
  )
  const options = (customers.data?.data ?? []).map((customer) => ({
    value: String(customer.id),
    label: customer.name ?? `#${customer.id}`,
  }))
  const chosen = value?.type === 'customer' ? String(value.id) : null
  if (chosen && !options.some((option) => option.value === chosen))
    options.unshift({ value: chosen, label: `#${chosen}` })
  return (
    <Select
      label={t('filter.label')}
      placeholder={t('filter.all')}
      data={options}
      value={chosen}
      clearable
      searchable
      maw={320}
      onChange={(id) => onChange(id ? { type: 'customer', id: Number(id) } : null)}
    />
  )
}
