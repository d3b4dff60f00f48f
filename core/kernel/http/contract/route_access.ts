import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { PermissionKey, SubjectType } from '#core/access/permissions'
import { requestAccess } from '#core/access/services/request_access'
import { authenticateRequest, type Guard } from '#kernel/middleware/auth_middleware'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'
import { isPublicOnlyHost } from '#kernel/http/public_host'
import { isSalesHunter, isSalesOnly, salesOnlyMayCall } from '#core/sales/sales_role'
import {
  demoMayCall,
  installerMayCall,
  isDemoCustomer,
  isInstaller,
} from '#core/access/account_roles'
import {
  mayCallWhileLocked,
  reachState,
  subjectIsLocked,
} from '#core/billing/invoices/account_lock_guard'
import { impersonatorIdOf } from '#core/impersonation/impersonation_session'

/**
 * Who may call a route, declared beside it (architecture §11). The route's
 * access middleware enforces the rule before the handler runs:
 *
 * - `anyone`: no sign-in needed (sign-in, public pages, health). On a public-only host (`status.`, `portal.`) every
 *   other rule answers 403: only public routes are allowed there (spec §2).
 * - `signedIn`: any signed-in user; what they see or change is limited by the
 *   visibility queries and policies of the action (lists, objects named in the body).
 * - `adminOnly`: platform admins; installers too on the installation work (core/access/account_roles.ts).
 * - `hiddenAdminOnly`: platform admins; anyone else gets a 404, as if the route did not exist (spec §2
 *   `/financials/hidden`).
 * - `salesStaff`: platform admins and sales hunters. A sales-only user (a hunter who is not an admin) gets a 403
 *   from every route that is neither `salesStaff` nor one of their own account's (core/sales/sales_role.ts).
 * - `holds(key, subject, param)`: the object the path names; not visible → 404
 *   (its existence is not revealed), visible without the key → 403.
 * - `owned(resource, param)`: an object of the caller's own (their tokens, their
 *   partner, users and invitations they manage), found through the caller's scope
 *   by the action, so anyone else's is a 404.
 * A demo customer account gets 403 E_DEMO_READ_ONLY from every write, whatever the rule (account_roles.ts), and
 * from every request made with a personal access token (a demo account gets no token).
 * `guards: ['web']` (sessionOnly, adminSessionOnly): a browser session; a Bearer token is a 401.
 */
export type AccessRule =
  | { kind: 'anyone' }
  | { kind: 'signedIn'; guards?: Guard[] }
  | { kind: 'admin'; guards?: Guard[]; hidden?: boolean }
  | { kind: 'sales' }
  | {
      kind: 'holds'
      key: PermissionKey | 'read'
      subject: SubjectType | { param: string }
      param: string
    }
  | { kind: 'owned'; resource: string; param: string }

export const anyone: AccessRule = { kind: 'anyone' }
export const signedIn: AccessRule = { kind: 'signedIn' }
export const adminOnly: AccessRule = { kind: 'admin' }
export const hiddenAdminOnly: AccessRule = { kind: 'admin', hidden: true }
export const salesStaff: AccessRule = { kind: 'sales' }
/** Signed in through the browser session only (acts that need a session, such as confirming the password). */
export const sessionOnly: AccessRule = { kind: 'signedIn', guards: ['web'] }
/** Platform admins in a browser session (acts that need a confirmed password, which a token cannot give). */
export const adminSessionOnly: AccessRule = { kind: 'admin', guards: ['web'] }

/** The refusal of a `notWhileImpersonating` route while an admin is signed in as the user. */
export const IMPERSONATION_REFUSAL = 'E_IMPERSONATION_FORBIDDEN_ACTION'

/** `key` 'read' is the subject's own read key; a subject `{ param }` is named by the path (`customer` or `customers`). */
export function holds(
  key: PermissionKey | 'read',
  subject: SubjectType | { param: string },
  param = 'id'
): AccessRule {
  return { kind: 'holds', key, subject, param }
}

export function owned(resource: string, param = 'id'): AccessRule {
  return { kind: 'owned', resource, param }
}

/** The key that makes an object of this type visible at all. */
const READ_KEY: Record<SubjectType, PermissionKey> = {
  group: 'group_read',
  customer: 'customer_read',
  location: 'location_read',
}

/** The route middleware that enforces a rule. */
export function enforceAccess(rule: AccessRule, options: { notWhileImpersonating?: boolean } = {}) {
  return async function accessMiddleware(ctx: HttpContext, next: NextFn) {
    if (rule.kind === 'anyone') return next()
    if (isPublicOnlyHost(ctx.request.hostname())) throw AppException.forbidden()
    const user = await authenticateRequest(ctx, 'guards' in rule ? rule.guards : undefined)
    if (options.notWhileImpersonating && impersonatorIdOf(ctx) !== null)
      throw new AppException(403, IMPERSONATION_REFUSAL)
    if (isDemoCustomer(user) && ctx.auth.authenticatedViaGuard === 'api')
      throw new AppException(403, 'E_DEMO_READ_ONLY')
    const method = ctx.request.method()
    if (rule.kind === 'admin' && rule.hidden && !user.isAdmin) throw AppException.notFound()
    if (
      rule.kind === 'admin' &&
      !user.isAdmin &&
      !(isInstaller(user) && installerMayCall(method, ctx.route?.pattern))
    )
      throw AppException.forbidden()
    if (isDemoCustomer(user) && !demoMayCall(method, ctx.route?.pattern))
      throw new AppException(403, 'E_DEMO_READ_ONLY')
    if (rule.kind === 'sales' && !user.isAdmin && !isSalesHunter(user))
      throw AppException.forbidden()
    if (rule.kind !== 'sales' && isSalesOnly(user) && !salesOnlyMayCall(ctx.route?.pattern))
      throw AppException.forbidden()
    // Spec §4/§8: overdue invoices past the grace period lock a customer's users out of all but /customer and invoices;
    // a user who also reaches customers that pay keeps those, and loses only what the path names of a locked one.
    const reach =
      rule.kind !== 'admin' && !user.isAdmin && !mayCallWhileLocked(method, ctx.route?.pattern)
        ? await reachState(await requestAccess(ctx))
        : null
    if (reach?.allLocked) throw new AppException(403, 'E_ACCOUNT_LOCKED')
    if (rule.kind === 'holds') await assertHolds(ctx, rule)
    // After the visibility check: another tenant's venue stays a 404, its lock unrevealed.
    if (reach?.anyLocked && (await lockedSubject(ctx, rule)))
      throw new AppException(403, 'E_ACCOUNT_LOCKED')
    return next()
  }
}

async function assertHolds(ctx: HttpContext, rule: Extract<AccessRule, { kind: 'holds' }>) {
  const access = await requestAccess(ctx)
  if (access.isAdmin) return
  const subject =
    typeof rule.subject === 'string'
      ? rule.subject
      : subjectFromPath(ctx.params[rule.subject.param])
  const keys = await access.permissionsOn(subject, routeId(ctx.params[rule.param]))
  if (!keys.includes(READ_KEY[subject])) throw AppException.notFound()
  if (rule.key !== 'read' && !keys.includes(rule.key)) throw AppException.forbidden()
}

/** Whether the object a `holds` route names belongs to a locked customer (an unknown subject is left to assertHolds). */
async function lockedSubject(ctx: HttpContext, rule: AccessRule) {
  if (rule.kind !== 'holds') return false
  const type =
    typeof rule.subject === 'string'
      ? rule.subject
      : String(ctx.params[rule.subject.param]).replace(/s$/, '')
  if (!(type in READ_KEY)) return false
  return subjectIsLocked(type as SubjectType, routeId(ctx.params[rule.param]))
}

function subjectFromPath(value: unknown): SubjectType {
  const singular = String(value).replace(/s$/, '')
  if (singular in READ_KEY) return singular as SubjectType
  throw AppException.notFound()
}
