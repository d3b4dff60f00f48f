import { Stack, Table, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { formatCents } from '@/lib/format/money'
import type { Invoice } from '../api/invoices'

/** A VAT percentage as the reader writes it: "21 %", "0 %", "5,5 %". */
export function formatRate(rate: number, language: string) {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate)
}

/** The invoice's VAT in one word: the rates of its lines ("21 %"), or the reverse charge. */
export function vatSummary(invoice: Invoice, t: TFunction<'invoices'>, language: string) {
  if (invoice.reverse_charge) return t('vat.reverseCharge')
  const rates = [
    ...new Set(
      invoice.lines.map((line) => line.tax_rate).filter((rate): rate is number => rate !== null)
    ),
  ]
  return rates.map((rate) => t('vat.rate', { rate: formatRate(rate, language) })).join(' / ')
}

/** The invoice's lines with their VAT rate and amount, the totals, and the legal mention of a reverse charge. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoices')
  const money = (cents: number) => formatCents(cents, invoice.currency, i18n.language)
  return (
    <Stack gap="xs">
      <Table
        withTableBorder
        aria-label={t('vat.linesOf', { number: invoice.number ?? invoice.id })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.description')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('fields.quantity')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('fields.subtotal')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('fields.rate')}</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>{t('fields.vat')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line, index) => (
            <Table.Tr key={index}>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{line.quantity}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{money(line.amount)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                {line.tax_rate === null
                  ? '—'
                  : t('vat.rate', { rate: formatRate(line.tax_rate, i18n.language) })}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{money(line.tax_amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" ta="right">
        {t('vat.totals', {
          subtotal: money(invoice.subtotal),
          vat: money(invoice.tax),
          total: money(invoice.total),
        })}
      </Text>
      {invoice.reverse_charge && (
        <Text size="sm" fw={500}>
          {t('vat.mention')}
        </Text>
      )}
    </Stack>
  )
}
