import type Stripe from 'stripe'

/** How a payment method is shown on the customer's page, e.g. "SEPA •••• 3000" or "Visa •••• 4242". */
export function paymentMethodLabel(method: Stripe.PaymentMethod) {
  if (method.type === 'sepa_debit') return `SEPA •••• ${method.sepa_debit?.last4 ?? ''}`.trim()
  const brand = method.card?.brand
    ? method.card.brand[0].toUpperCase() + method.card.brand.slice(1)
    : 'Card'
  return `${brand} •••• ${method.card?.last4 ?? ''}`.trim()
}
