import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { billingConfigured } from '#core/billing/stripe/billing_stripe'
import { dispatch } from '#kernel/jobs/dispatch'
import RewardReferralJob from './reward_referral_job.js'

/** Referrals still `converted` a while after their conversion (a job that gave up, a lost trigger) get a new job. */
export default async function referralRewardsTick() {
  if (!billingConfigured()) return
  const stale = await db
    .from('referrals')
    .where('state', 'converted')
    .where('updated_at', '<', DateTime.utc().minus({ minutes: 10 }).toJSDate())
    .select('id')
    .limit(100)
  for (const { id } of stale) {
    await db.from('referrals').where('id', id).update({ updated_at: new Date() })
    await dispatch(RewardReferralJob, { referralId: id })
  }
}
