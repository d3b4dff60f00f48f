import { Alert, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'
import { errorMessage } from '@/lib/i18n/error-message'
import { useReferrals } from '../api/referrals'
import { formatCents } from '@/lib/format/money'

const STATE_COLORS: Record<string, string> = {
  invited: 'gray',
  converted: 'blue',
  rewarded: 'green',
}

/** The referrals with their state; admins also see the customer rewarded and Stripe's credit id. */
export function ReferralsTable({ admin }: { admin: boolean }) {
  const { t, i18n } = useTranslation('referrals')
  const [page, setPage] = useState(1)
  const { data, error } = useReferrals(page)
  const date = (value: string | null) =>
    value ? new Date(value).toLocaleDateString(i18n.language) : ''
  if (error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(t, error)}
      </Alert>
    )
  if (!data) return <Skeleton height={120} aria-label={t('common:loading.label')} />
  if (data.data.length === 0) return <Text c="dimmed">{t('list.empty')}</Text>
  return (
    <Stack>
      <Table striped aria-label={admin ? t('list.adminTitle') : t('list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.company')}</Table.Th>
            <Table.Th>{t('fields.name')}</Table.Th>
            <Table.Th>{t('fields.email')}</Table.Th>
            {admin && <Table.Th>{t('list.referrer')}</Table.Th>}
            <Table.Th>{t('list.state')}</Table.Th>
            <Table.Th>{t('list.date')}</Table.Th>
            {admin && <Table.Th>{t('list.credit')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.data.map((referral) => (
            <Table.Tr key={referral.id}>
              <Table.Td>{referral.company}</Table.Td>
              <Table.Td>{referral.name}</Table.Td>
              <Table.Td>{referral.email}</Table.Td>
              {admin && <Table.Td>{referral.referrer_customer.name}</Table.Td>}
              <Table.Td>
                <ReadableBadge color={STATE_COLORS[referral.state]} data-status={referral.state}>
                  {t(`states.${referral.state}`, {
                    amount: formatCents(
                      referral.reward_cents,
                      referral.reward_currency,
                      i18n.language
                    ),
                  })}
                </ReadableBadge>
              </Table.Td>
              <Table.Td>
                {date(referral.rewarded_at ?? referral.converted_at ?? referral.created_at)}
              </Table.Td>
              {admin && (
                <Table.Td>
                  {referral.stripe_balance_transaction_id ?? referral.reward_error ?? ''}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {data.meta.lastPage > 1 && (
        <Pagination total={data.meta.lastPage} value={page} onChange={setPage} />
      )}
    </Stack>
  )
}
