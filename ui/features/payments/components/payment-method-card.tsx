import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { SectionCard } from '@/components/section-card'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { refreshSession } from '@/lib/session/session-api'
import { toast } from '@/lib/toast'
import {
  getBillingPortalLink,
  getPaymentLink,
  useCustomerStripeState,
} from '../api/customer-payments'
import { PaymentMethodBadge, VatVerificationBadge } from './payment-state-badges'

interface PaymentMethodCardProps {
  customerId: number
  /** customer_update (or admin): may open the Checkout and the billing portal. */
  canPay: boolean
}

/**
 * The customer's payment method and VAT check. "Add payment method" opens Stripe's Checkout page (card or SEPA
 * Direct Debit); Stripe sends the customer back here with `?payment_method=added`, and the page waits for the
 * webhook to confirm it before it lifts the redirect to this page.
 */
export function PaymentMethodCard({ customerId, canPay }: PaymentMethodCardProps) {
  const { t } = useTranslation(['payments', 'errors'])
  const [search] = useSearchParams()
  const returned = search.get('payment_method')
  const [waiting, setWaiting] = useState(returned === 'added')
  const { data: state, error } = useCustomerStripeState(customerId, {
    refreshInterval: waiting ? 1500 : 0,
  })
  const [busy, setBusy] = useState<'checkout' | 'portal' | null>(null)

  useEffect(() => {
    if (waiting && state && state.payment_method !== null) {
      setWaiting(false)
      refreshSession().catch(() => undefined)
    }
  }, [waiting, state])

  const open = async (which: 'checkout' | 'portal') => {
    setBusy(which)
    try {
      const { url } =
        which === 'checkout'
          ? await getPaymentLink(customerId)
          : await getBillingPortalLink(customerId)
      window.location.assign(url)
    } catch (failure) {
      if (!(isApiError(failure) && failure.handled)) toast('error', errorMessage(t, failure))
      setBusy(null)
    }
  }

  if (error) return null
  return (
    <SectionCard title={t('payments:card.title')} description={t('payments:card.description')}>
      {!state ? (
        <Text c="dimmed">{t('common:loading.label')}</Text>
      ) : !state.billing_configured ? (
        <Text c="dimmed">{t('payments:card.notConfigured')}</Text>
      ) : (
        <Stack gap="sm">
          {returned === 'added' && (
            <Alert color={waiting ? 'blue' : 'green'} role="status">
              {t(waiting ? 'payments:card.confirming' : 'payments:card.confirmed')}
            </Alert>
          )}
          {returned === 'cancelled' && state.payment_method === null && (
            <Alert color="gray" role="status">
              {t('payments:card.cancelled')}
            </Alert>
          )}
          <Group gap="sm">
            <Text fw={500}>{t('payments:card.method')}</Text>
            <PaymentMethodBadge state={state} />
            {state.payment_method_label && <Text>{state.payment_method_label}</Text>}
          </Group>
          {state.vat && (
            <Group gap="sm">
              <Text fw={500}>{t('payments:card.vat', { vat: state.vat })}</Text>
              <VatVerificationBadge status={state.vat_verification} />
              {state.vat_verified_name && <Text size="sm">{state.vat_verified_name}</Text>}
            </Group>
          )}
          {state.sync_error && (
            <Alert color="red" role="alert">
              {t(`errors:codes.${state.sync_error}`)}
            </Alert>
          )}
          {canPay && (
            <Group>
              <Button
                onClick={() => void open('checkout')}
                loading={busy === 'checkout'}
                disabled={busy !== null}
              >
                {t(
                  state.payment_method === null ? 'payments:actions.add' : 'payments:actions.change'
                )}
              </Button>
              {state.stripe_linked && (
                <Button
                  variant="default"
                  onClick={() => void open('portal')}
                  loading={busy === 'portal'}
                  disabled={busy !== null}
                >
                  {t('payments:actions.portal')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      )}
    </SectionCard>
  )
}
