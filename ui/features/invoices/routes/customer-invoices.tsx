import { Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/lib/session/session-store'
import { InvoiceTable } from '../components/invoice-table'

/** /customer/invoices: the own company's invoices with their PDF and payment links (spec §2). */
export default function CustomerInvoicesPage() {
  const { t } = useTranslation('invoices')
  const customerId = useSession((session) => session.customer?.id)
  return (
    <Stack>
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      {customerId && <InvoiceTable customerId={customerId} />}
    </Stack>
  )
}
