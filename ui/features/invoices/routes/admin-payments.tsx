import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { CustomerSelect } from '@/components/create-location/customer-select'
import { CaasPriceForm } from '@/features/subscriptions/components/caas-price-form'
import { invoiceFromDeal, paymentMethodLink, type Invoice } from '../api/invoices'
import { OneOffInvoiceForm } from '../components/one-off-invoice-form'
import { formatCents } from '@/lib/format/money'

/** /admin/payments (spec §2): payment-method link, CaaS price creation, one-off invoice, invoice from a deal URL. */
export default function AdminPaymentsPage() {
  const { t, i18n } = useTranslation('invoices')
  const [customer, setCustomer] = useState<number | null>(null)
  const [link, setLink] = useState<string | null>(null)
  const [deal, setDeal] = useState('')
  const [created, setCreated] = useState<Invoice | null>(null)
  const [error, setError] = useState<string | null>(null)
  const attempt = async (work: () => Promise<void>) => {
    setError(null)
    try {
      await work()
    } catch (failure) {
      setError(errorMessage(t, failure))
    }
  }
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('payments.title')}
      </Title>
      <CustomerSelect
        label={t('payments.customer')}
        value={customer}
        onChange={setCustomer}
        clearable
      />
      {error && <Alert color="red">{error}</Alert>}
      {created && (
        <Alert color="teal" data-created-invoice={created.id}>
          {t('payments.created', {
            number: created.number ?? created.id,
            amount: formatCents(created.amount_due, created.currency, i18n.language),
          })}{' '}
          {created.hosted_invoice_url && (
            <Anchor
              c="dark.9"
              underline="always"
              href={created.hosted_invoice_url}
              target="_blank"
              rel="noreferrer"
            >
              {t('view')}
            </Anchor>
          )}
        </Alert>
      )}
      <Card withBorder>
        <Title order={2} fz="h3">
          {t('payments.linkTitle')}
        </Title>
        <Group align="end">
          <Button
            disabled={!customer}
            onClick={() =>
              void attempt(async () => setLink((await paymentMethodLink(customer!)).url))
            }
          >
            {t('payments.linkButton')}
          </Button>
          {link && (
            <Anchor href={link} target="_blank" rel="noreferrer">
              {link}
            </Anchor>
          )}
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} fz="h3">
          {t('payments.oneOffTitle')}
        </Title>
        <OneOffInvoiceForm customerId={customer} onCreated={setCreated} />
      </Card>
      <Card withBorder>
        <Title order={2} fz="h3">
          {t('payments.dealTitle')}
        </Title>
        <Text size="sm">{t('payments.dealHelp')}</Text>
        <Group align="end">
          <TextInput
            label={t('payments.dealUrl')}
            placeholder="https://acme.pipedrive.com/deal/42"
            value={deal}
            onChange={(event) => setDeal(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            disabled={!customer || !deal.trim()}
            onClick={() =>
              void attempt(async () => setCreated(await invoiceFromDeal(customer!, deal.trim())))
            }
          >
            {t('payments.dealButton')}
          </Button>
        </Group>
      </Card>
      <Card withBorder>
        <Title order={2} fz="h3">
          {t('payments.caasTitle')}
        </Title>
        <CaasPriceForm />
      </Card>
    </Stack>
  )
}
