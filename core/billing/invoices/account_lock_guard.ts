import db from '@adonisjs/lucid/services/db'
import type { UserAccess } from '#core/access/services/user_access'
import type { SubjectType } from '#core/access/permissions'
import { whereCustomerVisible, whereLocationVisible } from '#core/access/services/visibility'

/**
 * Overdue invoices lock a customer (spec §4, §8). A user all of whose customers are locked is held on the account
 * page everywhere; a user who also reaches customers that are not locked keeps those: only routes that name an object
 * of a locked customer in their path (a venue or the customer) are refused (issue 32).
 *
 * What a user of a locked customer may still call (spec §2, §4, §8): who am I and the own account, the customer page
 * (`/customer`: its details, venues list and payment method) and the invoices, so they can pay. Route patterns.
 */
const ALLOWED_WHILE_LOCKED = [
  /^\/rest\/self(\/.*)?$/,
  /^\/rest\/users\/me(\/.*)?$/,
  /^\/rest\/secure\//,
  /^\/rest\/auth\//,
  /^\/rest\/billing\/invoices$/,
  /^\/rest\/invoices$/,
  /^\/rest\/customers\/:id$/,
  /^\/rest\/customers\/:id\/(invoices|locations|payments\/portal|branding|stripe)$/,
  /^\/rest\/payments\//,
]

export function mayCallWhileLocked(method: string, pattern: string | undefined) {
  if (!pattern) return false
  if (method !== 'GET' && !/^\/rest\/(payments\/|auth\/|secure\/|self|users\/me)/.test(pattern))
    return false
  return ALLOWED_WHILE_LOCKED.some((allowed) => allowed.test(pattern))
}

/** A customer waits for a payment method: none set, and neither free tier nor a demo customer. */
const AWAITS_PAYMENT =
  '(customers.payment_method is null and not customers.free_tier and not customers.demo_mode)'

export interface ReachState {
  /** A customer they reach is locked for overdue invoices. */
  anyLocked: boolean
  /** Every customer they reach is locked: nothing of theirs is left to use. */
  allLocked: boolean
  /** Every customer they reach still awaits a payment method (spec §4): the web app confines them to the company page. */
  allAwaitPayment: boolean
}

const NOTHING: ReachState = { anyLocked: false, allLocked: false, allAwaitPayment: false }

/**
 * The lock and payment state of the customers a user reaches (directly, through their group or one of their venues),
 * in one query; only customer users pay for it (admins and partners are never locked or confined).
 */
export async function reachState(access: UserAccess): Promise<ReachState> {
  if (access.isAdmin || access.user.isPartner) return NOTHING
  const columns = [
    'customers.id',
    'customers.locked_at',
    db.raw(`${AWAITS_PAYMENT} as awaits_payment`),
  ]
  const viaCustomer = whereCustomerVisible(db.from('customers').select(...columns), access)
  const viaLocation = whereLocationVisible(
    db
      .from('locations')
      .join('customers', 'customers.id', 'locations.customer_id')
      .select(...columns),
    access
  )
  const result = await db.rawQuery(
    `select coalesce(bool_or(locked_at is not null), false) as any_locked, coalesce(bool_and(locked_at is not null), false) as all_locked, coalesce(bool_and(awaits_payment), false) as all_await_payment from ((${viaCustomer.toQuery()}) union (${viaLocation.toQuery()})) as reached`
  )
  const row = result.rows[0] ?? {}
  return {
    anyLocked: Boolean(row.any_locked),
    allLocked: Boolean(row.all_locked),
    allAwaitPayment: Boolean(row.all_await_payment),
  }
}

/** Whether the customer of a venue, or the customer itself, is locked; a group spans customers and is never locked. */
export async function subjectIsLocked(type: SubjectType, id: number) {
  if (type === 'group') return false
  const query =
    type === 'customer'
      ? db.from('customers').where('customers.id', id)
      : db
          .from('locations')
          .join('customers', 'customers.id', 'locations.customer_id')
          .where('locations.id', id)
  return Boolean(await query.whereNotNull('customers.locked_at').select('customers.id').first())
}
