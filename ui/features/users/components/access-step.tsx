import { Alert, MultiSelect, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSubjectOptions } from '@/lib/subjects/use-subject-options'
import type { SubjectType } from '../api/types'

/** `blocked`: a company whose users wait for a payment method (spec §4), so the inviter is warned. */
export type Selection = Record<SubjectType, Array<{ id: number; name: string; blocked?: boolean }>>

type SubjectRow = {
  id: number
  name: string
  payment_method?: number | null
  free_tier?: boolean
  demo_mode?: boolean
}
const isBlocked = (row: SubjectRow) =>
  row.payment_method === null && !row.free_tier && !row.demo_mode

export const emptySelection = (): Selection => ({ group: [], customer: [], location: [] })

function SubjectPicker({
  type,
  value,
  onChange,
}: {
  type: SubjectType
  value: Selection[SubjectType]
  onChange: (v: Selection[SubjectType]) => void
}) {
  const { t } = useTranslation('users')
  const [search, setSearch] = useState('')
  const { data } = useSubjectOptions(type, search)
  const rows = (data?.data ?? []) as SubjectRow[]
  const fresh = rows
    .filter((row) => !value.some((v) => v.id === row.id))
    .map((row) => ({
      id: row.id,
      name: row.name,
      ...(type === 'customer' ? { blocked: isBlocked(row) } : {}),
    }))
  const options = [...value, ...fresh]
  return (
    <MultiSelect
      label={t(`wizard.access.${type}`)}
      placeholder={t('wizard.access.search')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('wizard.access.nothing')}
      data={options.map((row) => ({ value: String(row.id), label: row.name }))}
      value={value.map((v) => String(v.id))}
      onChange={(ids) =>
        onChange(ids.map((id) => options.find((o) => String(o.id) === id)!).filter(Boolean))
      }
    />
  )
}

/** Step 2: the groups, customers or locations the new users get access to (only ones the inviter can see). */
export function AccessStep({
  value,
  onChange,
}: {
  value: Selection
  onChange: (v: Selection) => void
}) {
  const { t } = useTranslation('users')
  return (
    <Stack gap="sm">
      <Text c="dimmed">{t('wizard.access.hint')}</Text>
      {(['group', 'customer', 'location'] as const).map((type) => (
        <SubjectPicker
          key={type}
          type={type}
          value={value[type]}
          onChange={(v) => onChange({ ...value, [type]: v })}
        />
      ))}
      <BlockedCustomersWarning customers={value.customer.filter((customer) => customer.blocked)} />
    </Stack>
  )
}

function BlockedCustomersWarning({ customers }: { customers: Selection['customer'] }) {
  const { t } = useTranslation('users')
  if (customers.length === 0) return null
  return (
    <Alert color="yellow" role="status">
      {t('wizard.access.blockedCustomers', {
        names: customers.map((customer) => customer.name).join(', '),
      })}
    </Alert>
  )
}
