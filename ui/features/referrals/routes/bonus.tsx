import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { useSession } from '@/lib/session/session-store'
import { ReferralForm } from '../components/referral-form'
import { ReferralsTable } from '../components/referrals-table'

/**
 * /bonus (spec §2): refer a company and follow your referrals; 200 EUR off your next invoice once it pays. Admins see
 * every referral (the monthly invoicing runs are on /admin/accounting).
 */
export default function BonusPage() {
  const { t } = useTranslation('referrals')
  const admin = useSession((session) => session.user.isAdmin)
  const hasCustomers = useSession((session) => session.user.hasCustomers)
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      {hasCustomers && (
        <SectionCard title={t('form.title')} description={t('form.description')}>
          <ReferralForm />
        </SectionCard>
      )}
      <SectionCard title={admin ? t('list.adminTitle') : t('list.title')}>
        <ReferralsTable admin={admin} />
      </SectionCard>
    </Stack>
  )
}
