import { Job } from '#kernel/jobs/job'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import { rewardReferral } from '#core/billing/referrals/reward_referral'

/**
 * Gives a converted referral its credit in Stripe, after the webhook's transaction committed (the handler does not
 * call Stripe while it holds the event's transaction). Retried with backoff; the referral-rewards tick picks up any
 * referral left `converted`.
 */
export default class RewardReferralJob extends Job<{ referralId: number }> {
  static jobName = 'billing.reward_referral'
  static queue = 'billing'
  static attempts = 6
  static backoff = { type: 'exponential' as const, delayMs: 5_000 }
  static timeoutMs = 60_000

  async handle({ referralId }: { referralId: number }) {
    if (!billingConfigured()) return
    await rewardReferral(referralId)
  }
}
