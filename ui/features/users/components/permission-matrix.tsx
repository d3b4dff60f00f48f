import { Checkbox, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ACTIONS, COLUMNS, keyExists, type Column } from '../permissions'
import { ScrollTable } from '@/components/scroll-table'

interface Props {
  value: string[]
  onChange: (keys: string[]) => void
  /** Keys the granter can give; the others are shown disabled. */
  available: string[]
  /** Columns to mark as missing a permission. */
  missing?: Column[]
}

/** Columns customer/group/invoices/location/portal/users × read/update/create/delete (spec §3). */
export function PermissionMatrix({ value, onChange, available, missing = [] }: Props) {
  const { t } = useTranslation('users')
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value, key] : value.filter((k) => k !== key))
  return (
    <ScrollTable
      minWidth={480}
      withTableBorder
      withColumnBorders
      aria-label={t('permissions.matrix')}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          {COLUMNS.map((column) => (
            <Table.Th key={column} c={missing.includes(column) ? 'red' : undefined}>
              {t(`permissions.columns.${column}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ACTIONS.map((action) => (
          <Table.Tr key={action}>
            <Table.Th>{t(`permissions.actions.${action}`)}</Table.Th>
            {COLUMNS.map((column) => {
              const key = `${column}_${action}`
              return (
                <Table.Td key={key}>
                  {keyExists(column, action) ? (
                    <Checkbox
                      aria-label={t('permissions.cell', {
                        column: t(`permissions.columns.${column}`),
                        action: t(`permissions.actions.${action}`),
                      })}
                      checked={value.includes(key)}
                      disabled={!available.includes(key)}
                      onChange={(event) => toggle(key, event.currentTarget.checked)}
                    />
                  ) : (
                    <Text c="dimmed" aria-hidden>
                      –
                    </Text>
                  )}
                </Table.Td>
              )
            })}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  )
}
