import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router'
import { PageLoader } from '@/components/feedback/page-loader'
import { RouteError } from '@/components/feedback/route-error'
import { withChunkTimeout } from '@/lib/chunk-load'
import { RootRoute } from './root-route'
import type { RouteDef, ScreenModule } from './routes/route-def'
import { routeTable } from './routes/route-table'

const notFoundScreen: ScreenModule = () => import('@/features/system/routes/not-found')

const lazyScreen = (screen: ScreenModule) => async () => ({
  Component: (await withChunkTimeout(screen)).default,
})

/** A route is worth linking to (breadcrumbs) when it shows a real screen. */
function isNavigable(def: RouteDef): boolean {
  return Boolean(def.screen || def.redirectTo || def.children?.some((child) => child.index && isNavigable(child)))
}

/** Turns a row of the route table into a react-router route; unbuilt screens become not-found. */
function toRoute(def: RouteDef): RouteObject {
  const handle = { ...def.meta, navigable: isNavigable(def) }
  if (def.redirectTo) {
    const element = <Navigate to={def.redirectTo} replace />
    return def.index ? { index: true, element, handle } : { path: def.path, element, handle }
  }
  if (def.index) return { index: true, handle, lazy: lazyScreen(def.screen ?? notFoundScreen) }

  const children = def.children?.map(toRoute)
  if (!children) return { path: def.path, handle, lazy: lazyScreen(def.screen ?? notFoundScreen) }

  const hasIndex = def.children!.some((child) => child.index)
  const screenAtOwnPath: RouteObject = { index: true, lazy: lazyScreen(def.screen ?? notFoundScreen) }
  const withIndex = hasIndex || !def.path ? children : [screenAtOwnPath, ...children]
  if (def.layout) return { path: def.path, handle, lazy: lazyScreen(def.layout), children: withIndex }
  return { path: def.path, handle, element: <Outlet />, children: withIndex }
}

export const appRouteObjects: RouteObject[] = [
  {
    path: '/',
    element: <RootRoute />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader minHeight="100vh" />,
    children: routeTable.map(toRoute),
  },
]

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects)
}

export type AppRouter = ReturnType<typeof createAppRouter>
