import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocationSearch } from '../api/search-locations'

interface LocationPickerProps {
  label: string
  value: number | null
  onChange: (locationId: number | null) => void
}

/** Searchable venue picker backed by `GET /rest/locations?search=`. */
export function LocationPicker({ label, value, onChange }: LocationPickerProps) {
  const { t } = useTranslation('controllers')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 250)
  const { data, isLoading } = useLocationSearch(debounced)
  return (
    <Select
      label={label}
      placeholder={t('sites.searchLocation')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={isLoading ? t('common:loading.label') : t('sites.noLocation')}
      data={(data ?? []).map((location) => ({
        value: String(location.id),
        label: location.city ? `${location.name} (${location.city})` : location.name,
      }))}
      value={value === null ? null : String(value)}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
    />
  )
}
