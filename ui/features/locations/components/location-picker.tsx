import { Select } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocations } from '../api/list-locations'

/** Chooses the location the /locations tabs show; the choice travels as ?location=ID. */
interface LocationPickerProps {
  value: number | null
  /** The location shown now, kept in the options whatever the search finds. */
  current?: { id: number; name: string }
  onChange: (id: number) => void
}

export function LocationPicker({ value, current, onChange }: LocationPickerProps) {
  const { t } = useTranslation('locations')
  const [search, setSearch] = useState('')
  const { data } = useLocations({ search, page: 1 })
  const found = (data?.data ?? []).filter((location) => location.id !== current?.id)
  const options = [...(current ? [current] : []), ...found].map((location) => ({
    value: String(location.id),
    label: location.name,
  }))
  return (
    <Select
      label={t('picker.label')}
      placeholder={t('picker.placeholder')}
      searchable
      onSearchChange={setSearch}
      data={options}
      value={value ? String(value) : null}
      onChange={(id) => id && onChange(Number(id))}
      nothingFoundMessage={t('list.empty')}
      w={{ base: '100%', xs: 320 }}
    />
  )
}
