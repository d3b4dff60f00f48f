import {
  array,
  boolean,
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'

export const VAT_VERIFICATIONS = [
  'pending',
  'verified',
  'unverified',
  'unavailable',
  'invalid',
] as const

/** A customer's Stripe side as we know it (GET/PUT /customers/{id}/stripe). */
export const customerStripeStateSchema = object({
  customer_id: integer(),
  billing_configured: boolean(),
  stripe_customer_id: nullable(string({ description: 'Admins only (null for others)' })),
  stripe_linked: {
    ...boolean(),
    description: 'Whether a Stripe customer is linked (so the billing portal opens)',
  },
  synced_at: nullable(dateTime()),
  sync_error: nullable(
    string({ description: 'An error code: E_INVALID_EU_VAT, E_STRIPE_CUSTOMER_NOT_FOUND' })
  ),
  vat: nullable(string()),
  vat_verification: nullable(oneOfThese(...VAT_VERIFICATIONS)),
  vat_verified_name: nullable(string()),
  payment_method: nullable(integer({ description: '0 none needed, 1 card, 2 SEPA Direct Debit' })),
  payment_method_label: nullable(
    string({ description: 'Only beside payment_method 1 or 2, the method it describes' })
  ),
  /** Who can set up the missing payment method, for a caller who cannot (else empty). */
  payment_contacts: array(
    object({
      kind: oneOfThese('colleague', 'partner'),
      name: string(),
      email: nullable(string()),
      phone: nullable(string()),
    })
  ),
})

export const paymentLinkSchema = object({ url: string({ format: 'uri' }), expires_at: dateTime() })
export const paymentLinkMailedSchema = object({ email: string(), expires_at: dateTime() })
export const portalLinkSchema = object({ url: string({ format: 'uri' }) })
