import { Button, Group } from '@mantine/core'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { StatusScreen } from '@/components/status-screen'
import { paths } from '@/config/paths'

/** Overdue invoices past the grace period lock the account (spec §4, §8): pay to get back in; legal steps follow otherwise. */
export default function AccountLockedPage() {
  const { t } = useTranslation('invoices')
  return (
    <StatusScreen icon="card" color="red" title={t('locked.title')} description={t('locked.description')}>
      <Group justify="center">
        <Button component={Link} to={paths.customer.invoices}>{t('locked.toInvoices')}</Button>
      </Group>
    </StatusScreen>
  )
}
