import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'

const COLORS: Record<string, string> = {
  paid: 'teal',
  unpaid: 'yellow',
  overdue: 'red',
  void: 'gray',
}

/** paid / unpaid / overdue (spec §3 Invoice), or void. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('invoices')
  return (
    <ReadableBadge color={COLORS[status] ?? 'gray'} data-status={status}>
      {t(`status.${status}`)}
    </ReadableBadge>
  )
}
