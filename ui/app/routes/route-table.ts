import { paths } from '@/config/paths'
import { appRoutes } from './app-routes'
import { authRoutes, blockedRoutes, publicRoutes } from './public-routes'
import type { RouteDef } from './route-def'

/** The whole route table of spec §2, declared once. Unknown paths fall through to not-found. */
export const routeTable: RouteDef[] = [
  { index: true, redirectTo: paths.dashboard },
  authRoutes,
  ...publicRoutes,
  ...blockedRoutes,
  { layout: () => import('@/app/layout/app-layout'), children: appRoutes },
  { path: '*', meta: { access: 'public' }, screen: () => import('@/app/layout/unknown-path') },
]

/** Every route of the table, depth first. */
export function flattenRoutes(routes: RouteDef[] = routeTable): RouteDef[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])])
}
