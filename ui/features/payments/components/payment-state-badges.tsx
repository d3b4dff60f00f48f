import { useTranslation } from 'react-i18next'
import { ReadableBadge } from '@/components/readable-badge'
import type { CustomerStripeState } from '../api/customer-payments'

const VAT_COLORS: Record<string, string> = {
  pending: 'yellow',
  verified: 'green',
  unverified: 'red',
  unavailable: 'gray',
  invalid: 'red',
}

/** Whether the customer pays by card, by SEPA, needs nothing, or still has to set a method up. */
export function PaymentMethodBadge({ state }: { state: CustomerStripeState }) {
  const { t } = useTranslation('payments')
  const method = state.payment_method
  const key = method === 1 ? 'card' : method === 2 ? 'sepa' : method === 0 ? 'none' : 'missing'
  return (
    <ReadableBadge color={method === null ? 'red' : 'green'} data-status={key}>
      {t(`method.${key}`)}
    </ReadableBadge>
  )
}

/** The VAT number's check by Stripe (VIES): pending, verified, unverified, unavailable, or refused as malformed. */
export function VatVerificationBadge({ status }: { status: string | null }) {
  const { t } = useTranslation('payments')
  if (!status) return null
  return (
    <ReadableBadge color={VAT_COLORS[status] ?? 'gray'} data-status={status}>
      {t(`vat.${status}`)}
    </ReadableBadge>
  )
}
