/**
 * Everything a UniFi client can reach: flavour detection at `/`, login/logout, the legacy Network API and (UniFi OS
 * with an API key) the Integration API.
 */
import type { Engine } from '../engine.js'
import { notFound, osError, type SimRequest, type SimResponse } from '../http/responses.js'
import type { Sessions } from '../http/sessions.js'
import { integrationRoute } from './integration_router.js'
import { legacyRoute } from './legacy_router.js'

const PROXY = '/proxy/network'
const html = (title: string): SimResponse => ({
  status: 200,
  contentType: 'text/html; charset=utf-8',
  body: `<!DOCTYPE html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`,
})

function withCsrf(response: SimResponse, csrf: string | undefined): SimResponse {
  if (!csrf) return response
  return { ...response, headers: { ...response.headers, 'x-csrf-token': csrf } }
}

export function vendorRoute(engine: Engine, sessions: Sessions, request: SimRequest): SimResponse {
  const { method, path } = request
  if (method === 'GET' && (path === '/' || path === '')) {
    return engine.flavour === 'classic'
      ? { status: 302, headers: { location: '/manage' }, body: '' }
      : html('UniFi OS')
  }
  if (engine.flavour === 'classic') {
    if (method === 'GET' && path.startsWith('/manage')) return html('UniFi Network')
    if (method === 'POST' && path === '/api/login') return sessions.login(request)
    if (path === '/logout' && (method === 'POST' || method === 'GET'))
      return sessions.logout(request)
    if (path.startsWith('/api/')) {
      const auth = sessions.authenticate(request)
      return auth.ok ? legacyRoute(engine, request, path) : auth.response
    }
    return notFound()
  }
  if (method === 'POST' && path === '/api/auth/login') return sessions.login(request)
  if (path.startsWith(`${PROXY}/integration/`))
    return integrationRoute(engine, request, path.slice(PROXY.length + '/integration'.length))
  if (method === 'POST' && path === '/api/auth/logout') {
    const auth = sessions.authenticate(request)
    return auth.ok ? sessions.logout(request) : auth.response
  }
  if (method === 'GET' && path === '/api/users/self') {
    const auth = sessions.authenticate(request)
    return auth.ok
      ? withCsrf({ status: 200, body: sessions.osUser() }, auth.csrf)
      : osError(401, 'UNAUTHORIZED', 'Unauthorized')
  }
  if (path.startsWith(`${PROXY}/`)) {
    const auth = sessions.authenticate(request)
    return auth.ok
      ? withCsrf(legacyRoute(engine, request, path.slice(PROXY.length)), auth.csrf)
      : auth.response
  }
  return osError(404, 'NOT_FOUND', 'Not found')
}
