import { notificationsStore } from '@mantine/notifications'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api/api-client'
import { type ApiError } from '@/lib/api/api-error'
import { sessionStore } from '@/lib/session/session-store'
import { jsonResponse } from '@/test/render'
import { setMaintenance } from '@/lib/health/maintenance'
import { installResponseHandling } from './response-handling'

const self = {
  id: 1,
  name: 'Peeters',
  firstname: 'An',
  lang: 'en',
  is_admin: false,
  is_partner: false,
  has_groups: true,
  two_fa: false,
  has_customers: true,
  has_locations: true,
  has_user_permissions: false,
  has_portal_permissions: false,
  partner_logo: null,
  imposter_mode: false,
  default_partner: null,
  default_group: null,
  default_customer: null,
  default_location: null,
}

function fakeRouter(pathname: string, search = '') {
  const router = {
    state: { location: { pathname, search } },
    navigate: vi.fn(async (to: string) => {
      const [path, query = ''] = to.split('?')
      router.state.location = { pathname: path!, search: query ? `?${query}` : '' }
    }),
  }
  return router
}

const toasts = () => notificationsStore.getState().notifications.map((item) => item.message)
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('response handling (spec §7)', () => {
  beforeEach(() => {
    notificationsStore.setState({ ...notificationsStore.getState(), notifications: [], queue: [] })
    sessionStore.setState({ brand: { main_color: '#123456' } })
    sessionStore.signIn(self)
  })

  it('401: clears the session but keeps the brand, replaces the route with /auth, says "session expired" once', async () => {
    const router = fakeRouter('/account/profile')
    installResponseHandling(router)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { code: 'E_UNAUTHORIZED' }))
    )

    await Promise.allSettled([api.get('/users/me'), api.get('/self/data'), api.get('/users/me')])
    await settle()

    expect(sessionStore.getState().user.isLoggedIn).toBe(false)
    expect(sessionStore.getState().brand).toEqual({ main_color: '#123456' })
    expect(router.navigate).toHaveBeenCalledOnce()
    expect(router.navigate).toHaveBeenCalledWith('/auth?redirect=%2Faccount%2Fprofile', {
      replace: true,
    })
    expect(toasts()).toEqual(['Your session has expired. Please log in again.'])
    vi.unstubAllGlobals()
  })

  it('401 while a lazily loaded screen is on its way: /auth remembers where the visitor was going', async () => {
    const router = {
      ...fakeRouter('/dashboard'),
      state: {
        location: { pathname: '/dashboard', search: '' },
        navigation: { location: { pathname: '/account/profile', search: '?tab=security' } },
      },
    }
    installResponseHandling(router)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { code: 'E_UNAUTHORIZED' }))
    )
    await api.get('/users/me').catch(() => {})
    await settle()
    expect(router.navigate).toHaveBeenCalledWith(
      '/auth?redirect=%2Faccount%2Fprofile%3Ftab%3Dsecurity',
      { replace: true }
    )
    vi.unstubAllGlobals()
  })

  it('401 while already on /auth: no navigation', async () => {
    const router = fakeRouter('/auth')
    installResponseHandling(router)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(419, { code: 'E_BAD_CSRF_TOKEN' }))
    )
    await api.get('/users/me').catch(() => {})
    expect(router.navigate).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('403 → /no-access; 404 → toast and home; 500 → general error toast', async () => {
    const router = fakeRouter('/dashboard')
    installResponseHandling(router)
    const responses = [
      jsonResponse(403, { code: 'E_FORBIDDEN' }),
      jsonResponse(404, { code: 'E_NOT_FOUND' }),
      jsonResponse(500, { code: 'E_INTERNAL_SERVER_ERROR', requestId: 'r1' }),
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => responses.shift())
    )
    for (let index = 0; index < 3; index += 1) await api.get('/x').catch((error: ApiError) => error)
    await settle()
    expect(router.navigate.mock.calls.map((call) => call[0])).toEqual(['/no-access', '/'])
    expect(toasts()).toEqual(['There was an error on the server. Please try again later.'])
    vi.unstubAllGlobals()
  })

  it('403 E_SUPPORT_ACCESS_BLOCKED: says why; an impersonation it ended shows the admin again, from the dashboard', async () => {
    const router = fakeRouter('/locations/3')
    installResponseHandling(router)
    sessionStore.signIn({ ...self, imposter_mode: true })
    const admin = { ...self, id: 9, is_admin: true }
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/self')
        ? jsonResponse(200, admin)
        : jsonResponse(403, { code: 'E_SUPPORT_ACCESS_BLOCKED', message: 'blocked' })
    )
    vi.stubGlobal('fetch', fetchMock)
    await api.get('/locations/3').catch(() => {})
    await vi.waitFor(() =>
      expect(router.navigate).toHaveBeenCalledWith('/dashboard', { replace: true })
    )
    expect(sessionStore.getState().user.imposterMode).toBe(false)
    expect(sessionStore.getState().user.id).toBe(9)
    expect(toasts()).toEqual([
      'This customer has blocked support access: you cannot sign in as its users. Ask the customer to allow support access under Customer → Info.',
    ])

    router.navigate.mockClear()
    await api.post('/impersonate', { user_id: 4 }).catch(() => {})
    await settle()
    expect(router.navigate).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('403 E_IMPERSONATION_FORBIDDEN_ACTION: a toast that says why, and the page stays', async () => {
    const router = fakeRouter('/account/profile')
    installResponseHandling(router)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(403, { code: 'E_IMPERSONATION_FORBIDDEN_ACTION', message: 'server text' })
      )
    )
    await api.post('/users/me/tokens', { name: 'x' }).catch(() => {})
    await settle()
    expect(router.navigate).not.toHaveBeenCalled()
    expect(toasts()[0]).toMatch(/^Not while impersonating: /)
    vi.unstubAllGlobals()
  })

  it('503: checks the maintenance flag', async () => {
    installResponseHandling(fakeRouter('/dashboard'))
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/health/ready')
        ? jsonResponse(200, { status: 'ok', database: 'ok', maintenance: true })
        : jsonResponse(503, { code: 'E_SERVICE_UNAVAILABLE' })
    )
    vi.stubGlobal('fetch', fetchMock)
    await api.get('/users/me').catch(() => {})
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/rest/health/ready', expect.anything())
    )
    vi.unstubAllGlobals()
    setMaintenance(false)
  })
})
