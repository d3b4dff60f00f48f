import { useEffect } from 'react'
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router'
import { firstHostLabel } from '@/lib/brand/host'
import { useMaintenance } from '@/lib/health/maintenance'
import { useSession } from '@/lib/session/session-store'
import { mergeRouteMeta } from '../routes/route-meta'
import { decideNavigation } from './navigation-rules'

/** Applies the navigation rules to the matched route; re-runs whenever the session changes. */
export function RouteGuard() {
  const matches = useMatches()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const user = useSession((session) => session.user)
  const customer = useSession((session) => session.customer)
  const location = useSession((session) => session.location)
  const maintenance = useMaintenance()

  const decision = decideNavigation({
    pathname,
    search,
    route: mergeRouteMeta(matches.map((match) => match.handle)),
    session: { user, customer, location },
    hostLabel: firstHostLabel(window.location.hostname),
    maintenance,
  })

  useEffect(() => {
    if (decision.type !== 'back') return
    if (window.history.length > 1) void navigate(-1)
    else void navigate('/', { replace: true })
  }, [decision.type, navigate])

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />
  if (decision.type === 'back') return null
  return <Outlet />
}
