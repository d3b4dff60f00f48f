import { Alert, Anchor, Button, Group, Pagination, Select, Stack, Table, Text } from '@mantine/core'
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { INVOICE_STATUSES, markPaid, useInvoices, type Invoice } from '../api/invoices'
import { formatCents, formatDay } from '@/lib/format/money'
import { InvoiceStatusBadge } from './invoice-status-badge'
import { InvoiceLines, vatSummary } from './invoice-lines'

/**
 * An invoice list with a status filter: amounts excl. VAT, the VAT (its rate or the reverse charge) and the total, each
 * invoice's lines on demand; admins also see the customer and may mark an invoice paid outside Stripe.
 */
export function InvoiceTable({
  customerId,
  admin = false,
}: {
  customerId?: number
  admin?: boolean
}) {
  const { t, i18n } = useTranslation('invoices')
  const [status, setStatus] = useState<string | null>(null)
  const [page, setPage] = useState(1)
  const [error, setError] = useState<string | null>(null)
  const [open, setOpen] = useState<number | null>(null)
  const { data, isLoading } = useInvoices({ status, page }, customerId)
  const pay = async (invoice: Invoice) => {
    setError(null)
    try {
      await markPaid(invoice.id)
    } catch (failure) {
      setError(errorMessage(t, failure))
    }
  }
  return (
    <Stack gap="sm">
      <Group>
        <Select
          label={t('filters.status')}
          placeholder={t('filters.all')}
          clearable
          data={INVOICE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={status}
          onChange={(value) => {
            setStatus(value)
            setPage(1)
          }}
        />
      </Group>
      {error && <Alert color="red">{error}</Alert>}
      {!isLoading && data?.data.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {data && data.data.length > 0 && (
        <Table striped aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.number')}</Table.Th>
              {admin && !customerId && <Table.Th>{t('fields.customer')}</Table.Th>}
              <Table.Th>{t('fields.date')}</Table.Th>
              <Table.Th>{t('fields.dueDate')}</Table.Th>
              <Table.Th>{t('fields.status')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('fields.subtotal')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('fields.vat')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('fields.total')}</Table.Th>
              <Table.Th>{t('fields.documents')}</Table.Th>
              {admin && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((invoice) => (
              <Fragment key={invoice.id}>
                <Table.Tr data-invoice={invoice.number ?? invoice.id}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {invoice.number ?? t('draft')}
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        aria-expanded={open === invoice.id}
                        aria-label={t('vat.linesOf', { number: invoice.number ?? invoice.id })}
                        onClick={() => setOpen(open === invoice.id ? null : invoice.id)}
                      >
                        {t('vat.showLines')}
                      </Button>
                    </Group>
                  </Table.Td>
                  {admin && !customerId && <Table.Td>{invoice.customer?.name ?? '—'}</Table.Td>}
                  <Table.Td>{formatDay(invoice.created, i18n.language)}</Table.Td>
                  <Table.Td>{formatDay(invoice.due_date, i18n.language)}</Table.Td>
                  <Table.Td>
                    <InvoiceStatusBadge status={invoice.status} />
                    {invoice.paid_out_of_band && <Text size="xs">{t('paidOutOfBand')}</Text>}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {formatCents(invoice.subtotal, invoice.currency, i18n.language)}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {formatCents(invoice.tax, invoice.currency, i18n.language)}
                    <Text size="xs" c="dimmed">
                      {vatSummary(invoice, t, i18n.language)}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {formatCents(invoice.total, invoice.currency, i18n.language)}
                    {invoice.amount_due !== invoice.total && invoice.status !== 'paid' && (
                      <Text size="xs">
                        {t('vat.amountDue', {
                          amount: formatCents(invoice.amount_due, invoice.currency, i18n.language),
                        })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {invoice.invoice_pdf && (
                        <Anchor href={invoice.invoice_pdf} target="_blank" rel="noreferrer">
                          {t('pdf')}
                        </Anchor>
                      )}
                      {invoice.hosted_invoice_url && (
                        <Anchor href={invoice.hosted_invoice_url} target="_blank" rel="noreferrer">
                          {invoice.status === 'paid' ? t('view') : t('pay')}
                        </Anchor>
                      )}
                    </Group>
                  </Table.Td>
                  {admin && (
                    <Table.Td>
                      {(invoice.status === 'unpaid' || invoice.status === 'overdue') && (
                        <Button size="xs" variant="default" onClick={() => void pay(invoice)}>
                          {t('markPaid')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
                {open === invoice.id && (
                  <Table.Tr>
                    <Table.Td colSpan={admin && !customerId ? 10 : 9}>
                      <InvoiceLines invoice={invoice} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {data && data.meta.lastPage > 1 && (
        <Pagination value={page} onChange={setPage} total={data.meta.lastPage} />
      )}
    </Stack>
  )
}
