import type User from '#core/users/models/user'
import {
  type BlockingCustomer,
  customersBlockingSupportOf,
} from '#core/impersonation/queries/support_access'

/** Why an admin may not sign in as a user: the codes POST /rest/impersonate would answer (core/impersonation/actions). */
export const IMPERSONATION_REFUSALS = [
  'E_IMPERSONATION_ADMIN_ONLY',
  'E_IMPERSONATE_SELF',
  'E_IMPERSONATE_ADMIN',
  'E_SUPPORT_ACCESS_BLOCKED',
] as const
export type ImpersonationRefusal = (typeof IMPERSONATION_REFUSALS)[number]

export type ImpersonationVerdict = {
  allowed: boolean
  reason: ImpersonationRefusal | null
  customer: BlockingCustomer | null
}

const refused = (
  reason: ImpersonationRefusal,
  customer: BlockingCustomer | null = null
): ImpersonationVerdict => ({ allowed: false, reason, customer })

/**
 * Whether the caller may sign in as each of these users, so the users screen shows the button disabled with the
 * reason instead of a password prompt and a refusal. The same checks as the start action, in a few queries for a
 * whole page of users; the start action still checks on its own.
 */
export async function impersonationVerdicts(
  caller: User,
  users: User[]
): Promise<Map<number, ImpersonationVerdict>> {
  if (!caller.isAdmin)
    return new Map(users.map((user) => [user.id, refused('E_IMPERSONATION_ADMIN_ONLY')]))
  const candidates = users.filter((user) => user.id !== caller.id && !user.isAdmin)
  const blocking = await customersBlockingSupportOf(candidates)
  return new Map(
    users.map((user) => {
      if (user.id === caller.id) return [user.id, refused('E_IMPERSONATE_SELF')]
      if (user.isAdmin) return [user.id, refused('E_IMPERSONATE_ADMIN')]
      const customer = blocking.get(user.id) ?? null
      return [
        user.id,
        customer
          ? refused('E_SUPPORT_ACCESS_BLOCKED', customer)
          : { allowed: true, reason: null, customer: null },
      ]
    })
  )
}
