import {
  dateTime,
  integer,
  nullable,
  object,
  oneOfThese,
  string,
} from '#kernel/http/contract/schemas'
import { REFERRAL_SECTORS, REFERRAL_STATES } from './referral_rules.js'

export const referralSchema = {
  ...object({
    id: integer(),
    email: string(),
    name: string(),
    company: string(),
    sector: oneOfThese(...REFERRAL_SECTORS),
    vat: nullable(string()),
    state: oneOfThese(...REFERRAL_STATES),
    referrer_customer: object({ id: integer(), name: string() }),
    reward_cents: integer({ description: 'Integer cents of reward_currency' }),
    reward_currency: string(),
    converted_at: nullable(dateTime()),
    rewarded_at: nullable(dateTime()),
    created_at: dateTime(),
    referred_customer_id: nullable(integer({ description: 'Admins only (null for others)' })),
    stripe_balance_transaction_id: nullable(
      string({ description: 'Admins only (null for others)' })
    ),
    reward_error: nullable(
      string({ description: 'Admins only: why the credit could not be given yet (it is retried)' })
    ),
  }),
  description:
    'A company referred by a customer (spec §3 Referral): invited → converted (paid its first invoice) → rewarded (200 EUR credit)',
}
