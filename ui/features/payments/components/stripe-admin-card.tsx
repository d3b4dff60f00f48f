import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  linkStripeCustomer,
  mailPaymentLink,
  syncStripeCustomerNow,
  useCustomerStripeState,
} from '../api/customer-payments'

/** Admins: the Stripe customer behind this customer, the payment-method link by mail, linking an existing one. */
export function StripeAdminCard({ customerId }: { customerId: number }) {
  const { t, i18n } = useTranslation(['payments', 'errors'])
  const { data: state } = useCustomerStripeState(customerId)
  const [mailTo, setMailTo] = useState('')
  const [stripeId, setStripeId] = useState('')
  const [linkError, setLinkError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'mail' | 'link' | 'sync' | null>(null)

  const run = async (which: 'mail' | 'link' | 'sync', work: () => Promise<void>) => {
    setBusy(which)
    try {
      await work()
    } catch (failure) {
      if (which === 'link' && isApiError(failure) && failure.status === 422)
        setLinkError(errorMessage(t, failure))
      else if (!(isApiError(failure) && failure.handled)) toast('error', errorMessage(t, failure))
    } finally {
      setBusy(null)
    }
  }

  const sendMail = () =>
    run('mail', async () => {
      const sent = await mailPaymentLink(customerId, mailTo.trim() || undefined)
      toast('success', t('payments:admin.mailed', { email: sent.email }))
    })
  const link = (event: FormEvent) => {
    event.preventDefault()
    setLinkError(null)
    void run('link', async () => {
      await linkStripeCustomer(customerId, { stripe_customer_id: stripeId.trim() })
      setStripeId('')
      toast('success', t('payments:admin.linked'))
    })
  }
  const sync = () => run('sync', async () => void (await syncStripeCustomerNow(customerId)))

  if (!state?.billing_configured) return null
  return (
    <SectionCard title={t('payments:admin.title')} description={t('payments:admin.description')}>
      <Stack gap="md">
        <Group gap="sm">
          <Text fw={500}>{t('payments:admin.stripeCustomer')}</Text>
          <Text ff="monospace" data-testid="stripe-customer-id">
            {state.stripe_customer_id ?? t('payments:admin.notLinked')}
          </Text>
          {state.synced_at && (
            <Text size="sm">
              {t('payments:admin.syncedAt', {
                date: new Date(state.synced_at).toLocaleString(i18n.language),
              })}
            </Text>
          )}
          <Button size="xs" variant="default" onClick={() => void sync()} loading={busy === 'sync'}>
            {t('payments:admin.syncNow')}
          </Button>
        </Group>
        <Group align="flex-end">
          <TextInput
            label={t('payments:admin.mailTo')}
            description={t('payments:admin.mailToHint')}
            type="email"
            value={mailTo}
            onChange={(event) => setMailTo(event.currentTarget.value)}
          />
          <Button onClick={() => void sendMail()} loading={busy === 'mail'}>
            {t('payments:admin.sendLink')}
          </Button>
        </Group>
        <form onSubmit={link}>
          <Group align="flex-start">
            <TextInput
              label={t('payments:admin.linkLabel')}
              placeholder="cus_…"
              value={stripeId}
              error={linkError}
              onChange={(event) => setStripeId(event.currentTarget.value)}
              required
            />
            <Button type="submit" variant="default" mt={25} loading={busy === 'link'}>
              {t('payments:admin.link')}
            </Button>
          </Group>
        </form>
      </Stack>
    </SectionCard>
  )
}
