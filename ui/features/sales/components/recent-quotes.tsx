import { Anchor, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useConfigs } from '../api/configs'
import type { SalesConfig } from '../api/types'
import { formatCents } from '@/lib/format/money'
import { ScrollTable } from '@/components/scroll-table'

/** The latest calculations (a hunter's own): one opens in the calculator to refine or print. */
export function RecentQuotes({ onOpen }: { onOpen: (config: SalesConfig) => void }) {
  const { t, i18n } = useTranslation('sales')
  const { data } = useConfigs()
  if (!data) return null
  if (data.data.length === 0) return <Text c="dimmed">{t('calculator.noQuotes')}</Text>
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' })
  return (
    <ScrollTable label={t('calculator.recent')} minWidth={420}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('calculator.quoteTitle')}</Table.Th>
          <Table.Th ta="right">{t('calculator.mrr')}</Table.Th>
          <Table.Th ta="right">{t('calculator.oneOff')}</Table.Th>
          <Table.Th>{t('overview.when')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.data.map((config) => (
          <Table.Tr key={config.id}>
            <Table.Td>
              <Anchor component="button" type="button" onClick={() => onOpen(config)}>
                {config.title}
              </Anchor>
            </Table.Td>
            <Table.Td ta="right">
              {formatCents(config.mrrCents, config.currency, i18n.language)}
            </Table.Td>
            <Table.Td ta="right">
              {formatCents(config.oneOffCents, config.currency, i18n.language)}
            </Table.Td>
            <Table.Td>{when.format(new Date(config.updatedAt))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ScrollTable>
  )
}
