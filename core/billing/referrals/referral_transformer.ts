import type Referral from './referral.js'

/** A referral for the API; Stripe ids and the referred customer only for admins. */
export function transformReferral(referral: Referral, isAdmin: boolean) {
  return {
    id: Number(referral.id),
    email: referral.email,
    name: referral.name,
    company: referral.company,
    sector: referral.sector,
    vat: referral.vat,
    state: referral.state,
    referrer_customer: {
      id: referral.referrerCustomerId,
      name: referral.referrerCustomer?.name ?? '',
    },
    reward_cents: referral.rewardCents,
    reward_currency: referral.rewardCurrency,
    converted_at: referral.convertedAt?.toISO() ?? null,
    rewarded_at: referral.rewardedAt?.toISO() ?? null,
    created_at: referral.createdAt.toISO()!,
    referred_customer_id: isAdmin ? referral.referredCustomerId : null,
    stripe_balance_transaction_id: isAdmin ? referral.stripeBalanceTransactionId : null,
    reward_error: isAdmin ? referral.rewardError : null,
  }
}
