import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Section } from './section'

/** Billing (payment method, invoices) arrives with the payments issue; until then the screen says so plainly. */
export function BillingPlaceholderCard() {
  const { t } = useTranslation('customers')
  return (
    <Section title={t('billing.title')}>
      <Text c="dimmed">{t('billing.comingLater')}</Text>
    </Section>
  )
}
