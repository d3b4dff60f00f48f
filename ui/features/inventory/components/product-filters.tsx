import { Checkbox, Group, Select, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PRODUCT_TYPES, PRODUCT_VENDORS, type ProductFilters } from '../api/inventory'

export const NO_FILTERS: ProductFilters = { search: '', type: null, vendor: null, lowStock: false }

export function ProductFiltersBar({
  filters,
  onChange,
}: {
  filters: ProductFilters
  onChange: (filters: ProductFilters) => void
}) {
  const { t } = useTranslation('inventory')
  return (
    <Group align="flex-end">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchHint')}
        value={filters.search}
        onChange={(event) => onChange({ ...filters, search: event.currentTarget.value })}
      />
      <Select
        label={t('product.type')}
        clearable
        data={PRODUCT_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type })}
      />
      <Select
        label={t('product.vendor')}
        clearable
        data={PRODUCT_VENDORS.map((value) => ({ value, label: t(`vendors.${value}`) }))}
        value={filters.vendor}
        onChange={(vendor) => onChange({ ...filters, vendor })}
      />
      <Checkbox
        label={t('filters.lowStock')}
        checked={filters.lowStock}
        onChange={(event) => onChange({ ...filters, lowStock: event.currentTarget.checked })}
        mb={8}
      />
    </Group>
  )
}
