import vine from '@vinejs/vine'
import { listQuery } from '#kernel/http/list_validator'
import { SUBSCRIPTION_STATUSES } from './subscription_state.js'
import { MISMATCH_KINDS } from '#core/billing/mismatches/mismatch_kinds'

/** POST /locations/{id}/subscriptions: the line is ordered but not delivered yet (its part is not billed). */
export const subscribeToPlanValidator = vine.compile(
  vine.object({ internet_pending: vine.boolean().optional() })
)

/** GET /subscriptions: `status` none = venues without a subscription. */
export const listSubscriptionsValidator = vine.compile(
  vine.object({
    ...listQuery,
    search: vine.string().trim().maxLength(100).optional(),
    status: vine.enum([...SUBSCRIPTION_STATUSES, 'none'] as const).optional(),
    customer: vine.number().withoutDecimals().positive().max(2_147_483_647).optional(),
    mismatch: vine.enum(MISMATCH_KINDS).optional(),
    plan_exceeded: vine.boolean().optional(),
  })
)
