import vine from '@vinejs/vine'

const customerId = () => vine.number().withoutDecimals().positive().max(2_147_483_647)

export const paymentLinkQueryValidator = vine.compile(vine.object({ customer: customerId() }))

export const mailPaymentLinkValidator = vine.compile(
  vine.object({
    customer: customerId(),
    /** Another address than the customer's billing e-mail (admins only). */
    email: vine.string().trim().toLowerCase().email().maxLength(254).optional(),
  })
)

export const linkStripeCustomerValidator = vine.compile(
  vine.object({
    stripe_customer_id: vine
      .string()
      .trim()
      .maxLength(255)
      .regex(/^cus_[A-Za-z0-9]+$/),
  })
)
