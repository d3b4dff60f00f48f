import { Group, SegmentedControl, Select, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { networkKey } from '../api/members'
import type {
  AuthorizationFilter,
  MemberFilters,
  MembershipNetwork,
  OnlineFilter,
} from '../api/types'

interface MemberFiltersBarProps {
  filters: MemberFilters
  networks: MembershipNetwork[]
  onChange: (filters: MemberFilters) => void
}

const STATUSES: AuthorizationFilter[] = ['all', 'pending', 'authorized', 'deauthorized']
const ONLINE: OnlineFilter[] = ['all', 'online', 'offline']

export function MemberFiltersBar({ filters, networks, onChange }: MemberFiltersBarProps) {
  const { t } = useTranslation('members')
  const set = (change: Partial<MemberFilters>) => onChange({ ...filters, ...change })
  const networkOptions = networks.map((network) => ({
    value: networkKey(network.controllerId, network.id),
    label: `${network.name} · ${network.controllerAlias} (${network.vendorName})`,
  }))

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        w={240}
      />
      <Select
        label={t('filters.network')}
        placeholder={t('filters.allNetworks')}
        data={networkOptions}
        value={filters.network || null}
        onChange={(value) => set({ network: value ?? '' })}
        clearable
        searchable
        w={320}
      />
      <SegmentedControl
        aria-label={t('filters.status')}
        value={filters.status}
        onChange={(value) => set({ status: value as AuthorizationFilter })}
        data={STATUSES.map((value) => ({ value, label: t(`filters.statuses.${value}`) }))}
      />
      <SegmentedControl
        aria-label={t('filters.online')}
        value={filters.online}
        onChange={(value) => set({ online: value as OnlineFilter })}
        data={ONLINE.map((value) => ({ value, label: t(`filters.onlines.${value}`) }))}
      />
    </Group>
  )
}
