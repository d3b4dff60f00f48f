import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import db from '@adonisjs/lucid/services/db'
import Customer from '#core/customers/models/customer'
import { PAYMENT_METHODS } from '#core/customers/legal_entities'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { syncCustomerToStripeLater } from './dispatch_customer_sync.js'
import { isStripeMissing, whileUserWaits } from './stripe_errors.js'
import { paymentMethodLabel } from './payment_method_label.js'

const notFound = () =>
  AppException.invalidField('stripe_customer_id', 'exists', 'E_STRIPE_CUSTOMER_NOT_FOUND')

/**
 * Links an existing Stripe customer (an admin's choice, e.g. one made by hand in Stripe before): it must exist and
 * belong to no other customer of ours. A default payment method it already has counts as ours; then our data is
 * pushed to it by the usual sync.
 */
export async function linkStripeCustomer(customer: Customer, stripeId: string) {
  const taken = await Customer.query()
    .where('payment_provider_id', stripeId)
    .whereNot('id', customer.id)
    .first()
  if (taken)
    throw AppException.invalidField('stripe_customer_id', 'unique', 'E_STRIPE_CUSTOMER_TAKEN')
  const remote = await whileUserWaits(() =>
    billingStripe().customers.retrieve(stripeId, {
      expand: ['invoice_settings.default_payment_method'],
    })
  ).catch((error) => {
    throw isStripeMissing(error) ? notFound() : error
  })
  if (remote.deleted) throw notFound()
  const method = remote.invoice_settings?.default_payment_method as
    Stripe.PaymentMethod | string | null
  const defaultMethod = method && typeof method !== 'string' ? method : null

  await db.transaction(async (trx) => {
    const oldValues = { payment_provider_id: customer.paymentProviderId }
    customer.merge({
      paymentProviderId: stripeId,
      stripeSyncError: null,
      stripeTaxId: null,
      vatVerification: null,
      vatVerifiedName: null,
      vatVerificationAt: null,
    })
    if (defaultMethod) {
      customer.merge({
        paymentMethod:
          defaultMethod.type === 'sepa_debit' ? PAYMENT_METHODS.sepa : PAYMENT_METHODS.card,
        stripePaymentMethodId: defaultMethod.id,
        paymentMethodLabel: paymentMethodLabel(defaultMethod),
        paymentMethodAt: DateTime.now().startOf('second'),
      })
    }
    customer.useTransaction(trx)
    await customer.save().catch((error) => {
      if ((error as { code?: string }).code === '23505')
        throw AppException.invalidField('stripe_customer_id', 'unique', 'E_STRIPE_CUSTOMER_TAKEN')
      throw error
    })
    await recordAudit(
      {
        action: 'customer.stripe_linked',
        objectType: 'customer',
        objectId: customer.id,
        oldValues,
        newValues: { payment_provider_id: stripeId },
      },
      trx
    )
    await syncCustomerToStripeLater(customer.id, trx)
  })
  return customer
}
