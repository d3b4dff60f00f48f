import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { dispatch } from '#kernel/jobs/dispatch'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import SyncStripeCustomerJob from '#core/billing/customers/jobs/sync_stripe_customer_job'

/** Fields Stripe holds a copy of: a change to one of them syncs the Stripe customer. */
export const STRIPE_SYNCED_FIELDS = [
  'name',
  'vat',
  'country',
  'address',
  'number',
  'box',
  'zipcode',
  'city',
  'email',
  'phone',
  'language',
  'invoiceName',
  'invoiceAddress',
  'invoiceNumber',
  'invoiceBox',
  'invoiceZipcode',
  'invoiceCity',
  'invoiceCountry',
  'invoiceEmail',
]

/** Queues the sync once `trx` commits; nothing when billing is not set up. */
export async function syncCustomerToStripeLater(
  customerId: number,
  trx?: TransactionClientContract,
  options: { vatChanged?: boolean } = {}
) {
  if (!billingConfigured()) return
  await dispatch(
    SyncStripeCustomerJob,
    { customerId, ...(options.vatChanged ? { vatChanged: true } : {}) },
    { trx }
  )
}
