import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { openQuotePdf } from '../api/configs'
import type { SalesConfig } from '../api/types'
import { formatCents } from '@/lib/format/money'
import { ScrollTable } from '@/components/scroll-table'

/** MRR and one-off of a calculation, line by line, with the printable quote. */
export function QuoteResult({ config }: { config: SalesConfig }) {
  const { t, i18n } = useTranslation('sales')
  const money = (cents: number) => formatCents(cents, config.currency, i18n.language)
  const print = () =>
    openQuotePdf(config.id).catch((error) =>
      toast('error', errorMessage(t, error), { source: 'sales-quote' })
    )
  return (
    <Paper withBorder radius="md" p="lg" aria-label={t('calculator.result')} component="section">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Title order={2} fz="h4">
            {config.title}
          </Title>
          <Button variant="light" onClick={print}>
            {t('calculator.printQuote')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <div>
            <Text size="sm" c="dimmed">
              {t('calculator.mrr')}
            </Text>
            <Text fz="xl" fw={700} data-testid="quote-mrr">
              {money(config.mrrCents)}
            </Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('calculator.oneOff')}
            </Text>
            <Text fz="xl" fw={700} data-testid="quote-one-off">
              {money(config.oneOffCents)}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t(config.breakdown.hardware === 'bought' ? 'calculator.bought' : 'calculator.rented')}
        </Text>
        <ScrollTable label={t('calculator.result')} minWidth={480}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('calculator.line')}</Table.Th>
              <Table.Th ta="right">{t('calculator.quantity')}</Table.Th>
              <Table.Th ta="right">{t('calculator.oneOff')}</Table.Th>
              <Table.Th ta="right">{t('calculator.monthly')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {config.breakdown.lines.map((line) => (
              <Table.Tr key={line.key}>
                <Table.Td>
                  {line.name
                    ? `${t(`lines.${line.key}`, { count: config.breakdown.financingMonths })}: ${line.name}`
                    : t(`lines.${line.key}`, { count: config.breakdown.financingMonths })}
                </Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{line.oneOffCents ? money(line.oneOffCents) : ''}</Table.Td>
                <Table.Td ta="right">{line.monthlyCents ? money(line.monthlyCents) : ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ScrollTable>
      </Stack>
    </Paper>
  )
}
