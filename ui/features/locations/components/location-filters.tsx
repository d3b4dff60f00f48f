import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CustomerSelect } from '@/components/create-location/customer-select'
import {
  LOCATION_STATUSES,
  LOCATION_TYPES,
  NETWORK_STATUSES,
  type LocationFilters,
} from '../api/types'

interface LocationFiltersBarProps {
  value: LocationFilters
  onChange: (value: LocationFilters) => void
  /** Admins filter by customer id; customer users see their own customers only. */
  showCustomer?: boolean
}

/** Search, status, type, network state (and customer): every change goes back to page 1. */
export function LocationFiltersBar({ value, onChange, showCustomer }: LocationFiltersBarProps) {
  const { t } = useTranslation('locations')
  const set = (patch: LocationFilters) => onChange({ ...value, ...patch, page: 1 })
  const all = { value: '', label: t('filters.all') }
  // Typed text is held here: the URL (the filters' home) updates in a transition and would drop keystrokes.
  // A search changed in the URL (back button, a link) is taken over in the same render, not in an effect after it:
  // otherwise one frame shows the new filters beside the old search text.
  const searchInUrl = value.search ?? ''
  const [search, setSearch] = useState(searchInUrl)
  const [seenInUrl, setSeenInUrl] = useState(searchInUrl)
  if (searchInUrl !== seenInUrl) {
    setSeenInUrl(searchInUrl)
    setSearch(searchInUrl)
  }
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value)
          set({ search: event.currentTarget.value })
        }}
        w={240}
      />
      <NativeSelect
        label={t('filters.status')}
        value={value.status ?? ''}
        onChange={(event) =>
          set({ status: event.currentTarget.value as LocationFilters['status'] })
        }
        data={[
          all,
          ...LOCATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
      />
      <NativeSelect
        label={t('filters.type')}
        value={value.type ?? ''}
        onChange={(event) => set({ type: event.currentTarget.value })}
        data={[all, ...LOCATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
      />
      <NativeSelect
        label={t('filters.network')}
        value={value.systemStatus ?? ''}
        onChange={(event) =>
          set({ systemStatus: event.currentTarget.value as LocationFilters['systemStatus'] })
        }
        data={[
          all,
          ...NETWORK_STATUSES.map((status) => ({ value: status, label: t(`network.${status}`) })),
        ]}
      />
      {showCustomer && (
        <CustomerSelect
          label={t('filters.customer')}
          clearable
          value={value.customer || null}
          onChange={(customer) => set({ customer: customer ?? '' })}
        />
      )}
    </Group>
  )
}
