/**
 * A referred company becomes a paying customer (spec §1 referral bonus): the first `invoice.paid` with money paid of
 * a customer whose e-mail, billing e-mail or VAT number is the one of an `invited` referral converts that referral and
 * queues the referrer's credit (after this transaction commits). A replayed event is dropped by the endpoint; a
 * second paid invoice finds no `invited` referral left.
 */
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import Customer from '#core/customers/models/customer'
import { onStripeEvent } from '#core/billing/webhooks/stripe_event_handlers'
import { dispatch } from '#kernel/jobs/dispatch'
import Referral from './referral.js'
import { normalVat } from './referral_rules.js'
import RewardReferralJob from './jobs/reward_referral_job.js'

onStripeEvent('invoice.paid', async (event, trx) => {
  const invoice = event.data.object as Stripe.Invoice
  const stripeCustomer = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id
  if (!stripeCustomer || invoice.amount_paid <= 0) return
  const customer = await Customer.query({ client: trx }).where('payment_provider_id', stripeCustomer).first()
  if (!customer) return
  const emails = [customer.email, customer.invoiceEmail].filter((email): email is string => Boolean(email)).map((email) => email.toLowerCase())
  const vat = normalVat(customer.vat)
  if (emails.length === 0 && !vat) return
  const referral = await Referral.query({ client: trx })
    .where('state', 'invited')
    .whereNot('referrer_customer_id', customer.id)
    .where((where) => {
      if (emails.length) where.whereRaw(`lower(email) in (${emails.map(() => '?').join(', ')})`, emails)
      if (vat) where.orWhere('vat', vat)
    })
    .orderBy('created_at')
    .forUpdate()
    .first()
  if (!referral) return
  referral.merge({ state: 'converted', referredCustomerId: customer.id, convertingInvoiceId: invoice.id ?? null, convertedAt: DateTime.fromSeconds(event.created) })
  referral.useTransaction(trx)
  await referral.save()
  await dispatch(RewardReferralJob, { referralId: referral.id }, { trx })
})
