import { evaluateAccountLocks } from '#core/billing/invoices/account_lock'

/** Spec §4/§8: customers whose invoices passed the grace period get locked, paid-up ones unlocked (no Stripe call). */
export default async function accountLockTick() {
  await evaluateAccountLocks()
}
