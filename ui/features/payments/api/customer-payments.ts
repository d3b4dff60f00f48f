import useSWR, { mutate } from 'swr'
import { api } from '@/lib/api/api-client'
import type { ApiBody, ApiResponse } from '@airdeck/api-types'

export type CustomerStripeState = ApiResponse<'GET /rest/customers/{id}/stripe'>
export type PaymentLink = ApiResponse<'GET /rest/payments/create_subscription_method'>
export type PaymentLinkMailed = ApiResponse<'POST /rest/payments/create_subscription_method/mail'>
export type LinkStripeCustomer = ApiBody<'PUT /rest/customers/{id}/stripe'>

export const stripeStateKey = (customerId: number) => `/customers/${customerId}/stripe`

/** `GET /rest/customers/{id}/stripe`: payment method, VAT verification and the Stripe link of a customer. */
export function useCustomerStripeState(
  customerId: number | null | undefined,
  options: { refreshInterval?: number } = {}
) {
  return useSWR<CustomerStripeState>(
    customerId ? stripeStateKey(customerId) : null,
    () => api.get<CustomerStripeState>(stripeStateKey(customerId!)),
    options
  )
}

/** The Checkout page where the customer adds a card or SEPA Direct Debit. */
export function getPaymentLink(customerId: number) {
  return api.get<PaymentLink>('/payments/create_subscription_method', {
    params: { customer: customerId },
  })
}

/** Mails the Checkout link to the customer's billing e-mail (admins may give another address). */
export function mailPaymentLink(customerId: number, email?: string) {
  return api.post<PaymentLinkMailed>('/payments/create_subscription_method/mail', {
    customer: customerId,
    ...(email ? { email } : {}),
  })
}

export function getBillingPortalLink(customerId: number) {
  return api.get<{ url: string }>(`/customers/${customerId}/payments/portal`)
}

/** Admins: link an existing Stripe customer (`cus_…`). 422 when it does not exist or is someone else's. */
export async function linkStripeCustomer(customerId: number, body: LinkStripeCustomer) {
  const saved = await api.put<CustomerStripeState>(stripeStateKey(customerId), body, {
    expect: [422],
  })
  await mutate(stripeStateKey(customerId), saved, { revalidate: false })
  return saved
}

export async function syncStripeCustomerNow(customerId: number) {
  const saved = await api.post<CustomerStripeState>(`${stripeStateKey(customerId)}/sync`)
  await mutate(stripeStateKey(customerId), saved, { revalidate: false })
  return saved
}
