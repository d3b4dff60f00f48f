import type { IconName } from '@/components/icons'
import type { SessionUser } from '@/lib/session/session-state'
import type { RouteDef } from '../routes/route-def'
import { defaultRouteMeta, type NavSection, type RouteMeta } from '../routes/route-meta'
import { routeTable } from '../routes/route-table'
import { managesUsers } from '../guards/navigation-rules'

export interface NavItem {
  to: string
  label: string
  icon: IconName
  section: NavSection
}

/** The side navigation for a user: built screens only, filtered by the role restrictions of the route table. */
export function navItemsFor(user: SessionUser, routes: RouteDef[] = routeTable): NavItem[] {
  const items: NavItem[] = []
  const walk = (defs: RouteDef[], inherited: RouteMeta) => {
    for (const def of defs) {
      const meta: RouteMeta = {
        ...inherited,
        ...def.meta,
        adminOnly: inherited.adminOnly || Boolean(def.meta?.adminOnly),
        partnerOnly: inherited.partnerOnly || Boolean(def.meta?.partnerOnly),
        userManagers: inherited.userManagers || Boolean(def.meta?.userManagers),
      }
      if (def.nav && def.screen && def.path && allowedFor(meta, user)) {
        items.push({ to: def.path, label: def.nav.label, icon: def.nav.icon, section: def.nav.section })
      }
      walk(def.children ?? [], meta)
    }
  }
  walk(routes, defaultRouteMeta)
  return items
}

function allowedFor(meta: RouteMeta, user: SessionUser): boolean {
  if (meta.adminOnly && !user.isAdmin) return false
  if (meta.partnerOnly && !user.isPartner) return false
  if (meta.userManagers && !managesUsers(user)) return false
  return true
}
