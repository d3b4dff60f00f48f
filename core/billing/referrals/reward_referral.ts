import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Customer from '#core/customers/models/customer'
import { billingStripe } from '#core/billing/stripe/billing_stripe'
import { ensureStripeCustomer } from '#core/billing/customers/stripe_customer_sync'
import { isStripeUnavailable } from '#core/billing/customers/stripe_errors'
import Referral from './referral.js'
import { referralRewardKey } from './referral_rules.js'

/**
 * Credits the referrer's customer (a negative Stripe customer balance: Stripe takes it off the next finalized
 * invoice). Exactly once per referral: the row is locked and must still be `converted`, the Stripe call carries an
 * idempotency key built from the referral id, and `rewarded` is written in the same transaction. A failure leaves
 * the row `converted` (with the reason) for the next attempt, which sends the same key.
 */
export async function rewardReferral(referralId: number): Promise<'rewarded' | 'skipped'> {
  const pending = await Referral.query().where('id', referralId).where('state', 'converted').first()
  if (!pending) return 'skipped'
  try {
    // Outside the transaction: it may write the customer's Stripe id, and a single-session database (PGlite) must
    // not see a query beside an open transaction.
    const stripeCustomer = await ensureStripeCustomer(
      await Customer.findOrFail(pending.referrerCustomerId)
    )
    return await db.transaction(async (trx) => {
      const referral = await Referral.query({ client: trx })
        .where('id', referralId)
        .forUpdate()
        .first()
      if (!referral || referral.state !== 'converted') return 'skipped'
      const transaction = await billingStripe().customers.createBalanceTransaction(
        stripeCustomer,
        {
          amount: -referral.rewardCents,
          currency: referral.rewardCurrency,
          description: `Referral credit: ${referral.company}`,
          metadata: {
            airdeck_referral_id: String(referral.id),
            airdeck_customer_id: String(referral.referrerCustomerId),
          },
        },
        { idempotencyKey: referralRewardKey(referral.id) }
      )
      referral.merge({
        state: 'rewarded',
        stripeBalanceTransactionId: transaction.id,
        rewardedAt: DateTime.utc(),
        rewardError: null,
      })
      referral.useTransaction(trx)
      await referral.save()
      return 'rewarded'
    })
  } catch (error) {
    const reason = isStripeUnavailable(error) ? 'E_STRIPE_UNAVAILABLE' : 'E_REFERRAL_REWARD_FAILED'
    await db
      .from('referrals')
      .where('id', referralId)
      .where('state', 'converted')
      .update({ reward_error: reason, updated_at: new Date() })
    logger.warn({ err: error, referralId }, 'referral credit not given yet; retried')
    throw error
  }
}
