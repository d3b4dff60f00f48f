/** Spec §3 Referral: the sectors a referred company can be in. */
export const REFERRAL_SECTORS = ['horeca', 'companies', 'events', 'retail'] as const
export type ReferralSector = (typeof REFERRAL_SECTORS)[number]

/**
 * invited: the company was named (and mailed); converted: it became a customer and paid its first invoice;
 * rewarded: the referrer's customer got the credit in Stripe.
 */
export const REFERRAL_STATES = ['invited', 'converted', 'rewarded'] as const
export type ReferralState = (typeof REFERRAL_STATES)[number]

/** Spec §9: 200 euro off the next invoice, as a negative Stripe customer balance (payments-and-integrations §1.9). */
export const REFERRAL_REWARD_CENTS = 20_000
export const REFERRAL_REWARD_CURRENCY = 'eur'

/** The Stripe idempotency key of a referral's credit: the same referral can never be credited twice. */
export const referralRewardKey = (referralId: number) => `airdeck-referral-${referralId}-reward`

/** VAT numbers compared without spaces, dots and dashes, upper case (BE 0123.456.749 = BE0123456749). */
export const normalVat = (vat: string | null | undefined) =>
  vat ? vat.replace(/[\s.-]/g, '').toUpperCase() : null
