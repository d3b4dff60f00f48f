import type { IconName } from '@/components/icons'
import type { SessionUser } from '@/lib/session/session-state'
import { opensScreen, type RouteDef } from '../routes/route-def'
import { mergeRouteMeta, type NavSection } from '../routes/route-meta'
import { routeTable } from '../routes/route-table'
import { routeAllows } from '../guards/navigation-rules'

export interface NavItem {
  to: string
  label: string
  icon: IconName
  section: NavSection
}

/** The side navigation for a user: routes that open a built screen, filtered by the role restrictions of the route table. */
export function navItemsFor(user: SessionUser, routes: RouteDef[] = routeTable): NavItem[] {
  const items: NavItem[] = []
  const walk = (defs: RouteDef[], ancestors: unknown[]) => {
    for (const def of defs) {
      const handles = [...ancestors, def.meta]
      const { nav, path } = def
      if (
        nav &&
        path &&
        opensScreen(def) &&
        (nav.shownTo?.(user) ?? true) &&
        routeAllows(mergeRouteMeta(handles), user)
      ) {
        items.push({ to: path, label: nav.label, icon: nav.icon, section: nav.section })
      }
      walk(def.children ?? [], handles)
    }
  }
  walk(routes, [])
  return items
}
