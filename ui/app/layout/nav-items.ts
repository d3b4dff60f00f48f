import type { IconName } from '@/components/icons'
import type { SessionUser } from '@/lib/session/session-state'
import type { RouteDef } from '../routes/route-def'
import { mergeRouteMeta, type NavSection } from '../routes/route-meta'
import { routeTable } from '../routes/route-table'
import { routeAllows } from '../guards/navigation-rules'

export interface NavItem {
  to: string
  label: string
  icon: IconName
  section: NavSection
}

/** The side navigation for a user: built screens only, filtered by the role restrictions of the route table. */
export function navItemsFor(user: SessionUser, routes: RouteDef[] = routeTable): NavItem[] {
  const items: NavItem[] = []
  const walk = (defs: RouteDef[], ancestors: unknown[]) => {
    for (const def of defs) {
      const handles = [...ancestors, def.meta]
      if (def.nav && def.screen && def.path && routeAllows(mergeRouteMeta(handles), user)) {
        items.push({ to: def.path, label: def.nav.label, icon: def.nav.icon, section: def.nav.section })
      }
      walk(def.children ?? [], handles)
    }
  }
  walk(routes, [])
  return items
}
