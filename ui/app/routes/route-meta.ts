/** Who may open a route: anyone, only signed-out visitors (the /auth pages) or signed-in users. */
export type RouteAccess = 'public' | 'signedOut' | 'signedIn'

export type NavSection = 'main' | 'partner' | 'admin'

/** Route metadata (`handle` in react-router). Children inherit from their parents. */
export interface RouteMeta {
  access: RouteAccess
  adminOnly: boolean
  /** Also open to sales hunters, though inside the admin area (/admin/sales). */
  salesStaff?: boolean
  /** Also open to installers, though inside the admin area (controllers, config files, ZeroTier, inventory). */
  installWork?: boolean
  partnerOnly: boolean
  /** Only for admins, partners and users holding a users_* permission (the users screens). */
  userManagers: boolean
  /** Reachable while the customer or location has no payment method. */
  paymentExempt: boolean
  /** A partner opening it goes back one step (the location portal tab, spec §2). */
  partnerGoesBack: boolean
  /** Applies the /dashboard redirect for users without groups or customers. */
  dashboardRedirect: boolean
  /** i18n key in the `nav` namespace. */
  breadcrumb?: string
}

export const defaultRouteMeta: RouteMeta = {
  access: 'signedIn',
  adminOnly: false,
  partnerOnly: false,
  userManagers: false,
  paymentExempt: false,
  partnerGoesBack: false,
  dashboardRedirect: false,
}

/** Folds the metadata of the matched routes, outermost first; role restrictions accumulate. */
export function mergeRouteMeta(handles: unknown[]): RouteMeta {
  let merged = defaultRouteMeta
  for (const handle of handles) {
    if (!isMeta(handle)) continue
    merged = {
      ...merged,
      ...handle,
      adminOnly: merged.adminOnly || Boolean(handle.adminOnly),
      partnerOnly: merged.partnerOnly || Boolean(handle.partnerOnly),
      userManagers: merged.userManagers || Boolean(handle.userManagers),
      salesStaff: merged.salesStaff || Boolean(handle.salesStaff),
      installWork: merged.installWork || Boolean(handle.installWork),
      breadcrumb: handle.breadcrumb,
    }
  }
  return merged
}

function isMeta(handle: unknown): handle is Partial<RouteMeta> {
  return typeof handle === 'object' && handle !== null
}
