import { createBrowserRouter, Navigate, Outlet, useLocation, type RouteObject } from 'react-router'
import { PageLoader } from '@/components/feedback/page-loader'
import { RouteError } from '@/components/feedback/route-error'
import { withChunkTimeout } from '@/lib/chunk-load'
import { RootRoute } from './root-route'
import { opensScreen, type RouteDef, type ScreenModule } from './routes/route-def'
import { routeTable } from './routes/route-table'

const notFoundScreen: ScreenModule = () => import('@/features/system/routes/not-found')

const lazyScreen = (screen: ScreenModule) => async () => ({
  Component: (await withChunkTimeout(screen)).default,
})

/** A default tab keeps the query: `/locations?location=5` opens the dashboard tab of venue 5. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation()
  return <Navigate to={{ pathname: to, search }} replace />
}

/** Turns a row of the route table into a react-router route; unbuilt screens become not-found. */
function toRoute(def: RouteDef): RouteObject {
  const handle = { ...def.meta, navigable: opensScreen(def) }
  if (def.redirectTo) {
    const element = <RedirectKeepingQuery to={def.redirectTo} />
    return def.index ? { index: true, element, handle } : { path: def.path, element, handle }
  }
  if (def.index) return { index: true, handle, lazy: lazyScreen(def.screen ?? notFoundScreen) }

  const children = def.children?.map(toRoute)
  if (!children) return { path: def.path, handle, lazy: lazyScreen(def.screen ?? notFoundScreen) }

  const hasIndex = def.children!.some((child) => child.index)
  const screenAtOwnPath: RouteObject = {
    index: true,
    lazy: lazyScreen(def.screen ?? notFoundScreen),
  }
  const withIndex = hasIndex || !def.path ? children : [screenAtOwnPath, ...children]
  if (def.layout)
    return { path: def.path, handle, lazy: lazyScreen(def.layout), children: withIndex }
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
