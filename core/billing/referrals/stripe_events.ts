/**
 * A referred company becomes a paying customer (spec §1 referral bonus): the first `invoice.paid` with money paid of
 * a customer whose e-mail, billing e-mail or VAT number is the one of an `invited` referral converts that referral and
 * queues the referrer's credit (after this transaction commits). A replayed event is dropped by the endpoint; a
 * second paid invoice finds no `invited` referral left.
 */
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import { onStripeEvent } from '#core/billing/webhooks/stripe_event_handlers'
import { dispatch } from '#kernel/jobs/dispatch'
import Referral from './referral.js'
import RewardReferralJob from './jobs/reward_referral_job.js'

onStripeEvent('invoice.paid', async (event, trx) => {
  const invoice = event.data.object as Stripe.Invoice
  const stripeCustomer =
    typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id
  if (!stripeCustomer || invoice.amount_paid <= 0) return
  // One statement: the oldest invited referral naming this customer's e-mail, billing e-mail or VAT (normalVat in SQL).
  const referral = await Referral.query({ client: trx })
    .select('referrals.*', 'customers.id as matched_customer_id')
    .joinRaw('join customers on customers.payment_provider_id = ?', [stripeCustomer])
    .where('referrals.state', 'invited')
    .whereRaw('referrals.referrer_customer_id <> customers.id')
    .whereRaw(
      `(lower(referrals.email) in (lower(customers.email), lower(customers.invoice_email))
        or referrals.vat = nullif(upper(regexp_replace(customers.vat, '[[:space:].-]', '', 'g')), ''))`
    )
    .orderBy('referrals.created_at')
    .forUpdate('referrals')
    .first()
  if (!referral) return
  referral.merge({
    state: 'converted',
    referredCustomerId: referral.$extras.matched_customer_id,
    convertingInvoiceId: invoice.id ?? null,
    convertedAt: DateTime.fromSeconds(event.created),
  })
  referral.useTransaction(trx)
  await referral.save()
  await dispatch(RewardReferralJob, { referralId: referral.id }, { trx })
})
