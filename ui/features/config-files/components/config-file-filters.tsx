import { Group, NativeSelect, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ConfigFileFilters, ConfigVendor } from '../api/types'

interface ConfigFileFiltersBarProps {
  filters: ConfigFileFilters
  vendors: ConfigVendor[]
  onChange: (filters: ConfigFileFilters) => void
}

/** Search by name and one vendor; any change goes back to the first page. */
export function ConfigFileFiltersBar({ filters, vendors, onChange }: ConfigFileFiltersBarProps) {
  const { t } = useTranslation('configFiles')
  const set = (change: Partial<ConfigFileFilters>) => onChange({ ...filters, ...change, page: 1 })
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        w={260}
      />
      <NativeSelect
        label={t('filters.vendor')}
        value={filters.vendor}
        onChange={(event) => set({ vendor: event.currentTarget.value })}
        data={[
          { value: '', label: t('filters.allVendors') },
          ...vendors.map((vendor) => ({ value: vendor.key, label: vendor.name })),
        ]}
        w={240}
      />
    </Group>
  )
}
