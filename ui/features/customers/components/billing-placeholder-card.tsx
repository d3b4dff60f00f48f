import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'

/** Billing (payment method, invoices) arrives with the payments issue; until then the screen says so plainly. */
export function BillingPlaceholderCard() {
  const { t } = useTranslation('customers')
  return (
    <SectionCard title={t('billing.title')}>
      <Text c="dimmed">{t('billing.comingLater')}</Text>
    </SectionCard>
  )
}
