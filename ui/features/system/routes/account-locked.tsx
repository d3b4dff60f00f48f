import { Button, Group, Text } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { StatusScreen } from '@/components/status-screen'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/session-store'

/**
 * Overdue invoices past the grace period lock the account (spec §4, §8): pay to get back in; legal steps follow
 * otherwise. One action by who can act (issue 32): a user who reads the invoices goes to pay them; anyone else is told
 * to ask whoever manages the company's billing (the invoices page would refuse them).
 */
export default function AccountLockedPage() {
  const { t } = useTranslation('invoices')
  const canPay = useSession(
    (session) => session.customer?.permissions.includes('invoices_read') ?? false
  )
  return (
    <StatusScreen
      icon="card"
      color="red"
      title={t('locked.title')}
      description={t('locked.description')}
    >
      {canPay ? (
        <Group justify="center">
          <Button component={Link} to={paths.customer.invoices}>
            {t('locked.toInvoices')}
          </Button>
        </Group>
      ) : (
        <Text>{t('locked.askBilling')}</Text>
      )}
    </StatusScreen>
  )
}
