import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import { requestAccess } from '#core/access/services/request_access'
import { findVisibleCustomer } from '#core/customers/queries/customer_queries'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'
import { queueMail } from '#core/mail/queue_mail'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { customerStripeState } from './customer_stripe_state.js'
import { paymentContacts } from './payment_contacts.js'
import { linkStripeCustomer } from './link_stripe_customer.js'
import { billingPortalLink, paymentMethodLink } from './payment_links.js'
import { syncStripeCustomer } from './stripe_customer_sync.js'
import { whileUserWaits } from './stripe_errors.js'
import { paymentMethodMail } from './mails/payment_method_mail.js'
import * as validators from './billing_customer_validators.js'

/**
 * A customer's Stripe side (routes.ts). The payment-method link names its customer in the query: admins get any
 * customer's, others only one they can see and hold customer_update on (not visible → 404, no key → 403).
 */
export default class BillingCustomersController {
  async #customer(ctx: HttpContext) {
    return findVisibleCustomer(await requestAccess(ctx), routeId(ctx.params.id))
  }

  async #customerToPay(ctx: HttpContext, id: number) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, id)
    if (!access.isAdmin && !(await access.can('customer_update', 'customer', customer.id)))
      throw AppException.forbidden()
    return { customer, isAdmin: access.isAdmin }
  }

  async show(ctx: HttpContext) {
    const access = await requestAccess(ctx)
    const customer = await findVisibleCustomer(access, routeId(ctx.params.id))
    // A user who cannot set up the missing payment method is told who can (the screen's one action: contact them).
    const awaiting = customer.paymentMethod === null && !customer.freeTier && !customer.demoMode
    const contacts =
      awaiting && !access.isAdmin && !(await access.can('customer_update', 'customer', customer.id))
        ? await paymentContacts(customer)
        : []
    return customerStripeState(customer, access.isAdmin, contacts)
  }

  async link(ctx: HttpContext) {
    const { stripe_customer_id: stripeId } = await ctx.request.validateUsing(
      validators.linkStripeCustomerValidator
    )
    const customer = await this.#customer(ctx)
    billingStripe()
    return customerStripeState(await linkStripeCustomer(customer, stripeId), true)
  }

  async sync(ctx: HttpContext) {
    const customer = await this.#customer(ctx)
    billingStripe()
    await whileUserWaits(() => syncStripeCustomer(customer))
    return customerStripeState(customer, true)
  }

  async portal(ctx: HttpContext) {
    const customer = await this.#customer(ctx)
    billingStripe()
    return billingPortalLink(customer)
  }

  async paymentLink(ctx: HttpContext) {
    const { customer: id } = await ctx.request.validateUsing(validators.paymentLinkQueryValidator, {
      data: ctx.request.qs(),
    })
    const { customer } = await this.#customerToPay(ctx, id)
    billingStripe()
    return paymentMethodLink(customer)
  }

  async mailPaymentLink(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(validators.mailPaymentLinkValidator)
    const { customer, isAdmin } = await this.#customerToPay(ctx, input.customer)
    const to = (isAdmin && input.email) || customer.invoiceEmail || customer.email
    if (!to) throw AppException.invalidField('email', 'required', 'E_NO_BILLING_EMAIL')
    billingStripe()
    const link = await paymentMethodLink(customer)
    await db.transaction((trx) => queueMail(paymentMethodMail(customer, to, link), { trx }))
    ctx.response.status(202)
    return { email: to, expires_at: link.expires_at }
  }
}
