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

export type NavigationDecision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'back' }

const allow: NavigationDecision = { type: 'allow' }
const redirect = (to: string): NavigationDecision => ({ type: 'redirect', to })

/** Who may open the users screens: the same rule as GET /rest/users (403 for anyone else). */
export const managesUsers = (user: Pick<SessionState['user'], 'isAdmin' | 'isPartner' | 'hasUserPermissions'>) =>
  user.isAdmin || user.isPartner || user.hasUserPermissions

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
    return user.isLoggedIn ? redirect(safeRedirectTarget(new URLSearchParams(search).get('redirect'))) : allow
  }
  if (!user.isLoggedIn) return redirect(loginHref(pathname + search))

  if (route.adminOnly && !user.isAdmin) return redirect(paths.home)
  if (route.partnerOnly && !user.isPartner) return redirect(paths.home)
  if (route.userManagers && !managesUsers(user)) return redirect(paths.noAccess)
  if (route.partnerGoesBack && user.isPartner) return { type: 'back' }

  const billingApplies = !route.paymentExempt && !user.isAdmin && !user.isPartner && !customer?.demo
  if (billingApplies && customer && customer.paymentMethod === null) return redirect(paths.customer.info)
  if (billingApplies && location && location.paymentMethod === null) return redirect(paths.notPayed)

  if (route.dashboardRedirect && !user.hasGroups && !user.hasCustomers) {
    if (user.isPartner) return redirect(paths.partner.getStarted)
    if (!user.isAdmin) return redirect(paths.locations.dashboard)
  }
  return allow
}
