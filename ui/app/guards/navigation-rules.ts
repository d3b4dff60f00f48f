import { PUBLIC_ONLY_HOST_LABELS } from '@/config/constants'
import { loginHref, paths, safeRedirectTarget } from '@/config/paths'
import type { SessionState } from '@/lib/session/session-state'
import type { RouteMeta } from '../routes/route-meta'

export interface NavigationContext {
  pathname: string
  search: string
  route: RouteMeta
  session: Pick<SessionState, 'user' | 'customer' | 'location'>
  hostLabel: string
  maintenance: boolean
}

export type NavigationDecision =
  { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'back' }

const allow: NavigationDecision = { type: 'allow' }
const redirect = (to: string): NavigationDecision => ({ type: 'redirect', to })

type RoleUser = Pick<
  SessionState['user'],
  'isAdmin' | 'isPartner' | 'hasUserPermissions' | 'isSalesHunter' | 'accountRole'
>

/** A sales hunter who is not an admin: the server answers 403 outside the sales routes and the own account. */
export const isSalesOnly = (user: Pick<RoleUser, 'isAdmin' | 'isSalesHunter'>) =>
  Boolean(user.isSalesHunter) && !user.isAdmin

/** Who may open the users screens: the same rule as GET /rest/users (403 for anyone else). */
export const managesUsers = (user: RoleUser) =>
  user.isAdmin || user.isPartner || user.hasUserPermissions

type RoleRestriction = 'adminOnly' | 'partnerOnly' | 'userManagers' | 'salesStaff' | 'installWork'

/** The first role restriction of the route the user does not meet, if any. */
function unmetRestriction(
  meta: Pick<RouteMeta, RoleRestriction>,
  user: RoleUser
): RoleRestriction | null {
  const installer = meta.installWork && user.accountRole === 'installer'
  if (meta.adminOnly && !user.isAdmin && !(meta.salesStaff && user.isSalesHunter) && !installer)
    return 'adminOnly'
  if (isSalesOnly(user) && !meta.salesStaff) return 'salesStaff'
  if (meta.partnerOnly && !user.isPartner) return 'partnerOnly'
  if (meta.userManagers && !managesUsers(user)) return 'userManagers'
  return null
}

/** Whether the user's roles let them open a route (the navigation shows only these). */
export const routeAllows = (meta: Pick<RouteMeta, RoleRestriction>, user: RoleUser) =>
  unmetRestriction(meta, user) === null

/** The navigation rules of spec §2, in the order they take precedence. */
export function decideNavigation(context: NavigationContext): NavigationDecision {
  const { pathname, search, route, session, maintenance } = context
  const { user, customer, location } = session

  if (maintenance && pathname !== paths.maintenance) return redirect(paths.maintenance)
  if (PUBLIC_ONLY_HOST_LABELS.includes(context.hostLabel) && route.access !== 'public') {
    return redirect(paths.noAccess)
  }
  if (route.access === 'public') return allow
  if (route.access === 'signedOut') {
    return user.isLoggedIn
      ? redirect(safeRedirectTarget(new URLSearchParams(search).get('redirect')))
      : allow
  }
  if (!user.isLoggedIn) return redirect(loginHref(pathname + search))

  // Spec §2: the sales-only user is confined to /admin/sales (the profile stays theirs).
  if (isSalesOnly(user))
    return route.salesStaff || pathname.startsWith(paths.account.root)
      ? allow
      : redirect(paths.admin.sales)
  // Issue 19 over spec §2's "goes to /": a silent redirect home reads as a broken link; say there is no access.
  if (unmetRestriction(route, user)) return redirect(paths.noAccess)
  if (route.partnerGoesBack && user.isPartner) return { type: 'back' }

  const billingApplies = !route.paymentExempt && !user.isAdmin && !user.isPartner && !customer?.demo
  // Spec §4/§8: overdue invoices lock the account; the server answers 403 E_ACCOUNT_LOCKED outside /customer too.
  if (
    user.accountLocked &&
    !user.isAdmin &&
    !user.isPartner &&
    !pathname.startsWith(paths.customer.root) &&
    pathname !== paths.accountLocked
  ) {
    return redirect(paths.accountLocked)
  }
  // Spec §4: no payment method confines only what belongs to the customer concerned (issue 32). A user all of whose
  // customers await one sees only the company page; anyone else keeps the rest, and a venue of such a customer says
  // why instead of opening (features/locations/routes/location-layout.tsx).
  if (billingApplies && user.paymentConfined)
    return redirect(customer ? paths.customer.info : paths.notPayed)

  if (route.dashboardRedirect && !user.hasGroups && !user.hasCustomers) {
    if (user.isPartner) return redirect(paths.partner.getStarted)
    if (!user.isAdmin) return redirect(paths.locations.dashboard)
  }
  return allow
}
