import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'

const COLORS: Record<string, string> = { active: 'teal', past_due: 'orange', cancelled: 'gray' }

/** active / past due / cancelled (spec §3), or "no subscription". */
export function SubscriptionStatusBadge({ status }: { status: string | null }) {
  const { t } = useTranslation('subscriptions')
  return (
    <ReadableBadge
      color={status ? (COLORS[status] ?? 'gray') : 'red'}
      data-status={status ?? 'none'}
    >
      {t(`status.${status ?? 'none'}`)}
    </ReadableBadge>
  )
}
