import type { PluginHttp, PluginHttpResponse } from '#core/plugins/define_plugin'
import { ControllerAuthError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import type { UnifiSettings } from '../settings.js'
import { cookieHeader, cookieValue, csrfFromJwt } from './cookies.js'
import { isEnvelope, snippet, throwIfUnavailable } from './envelope.js'

export type UnifiFlavour = 'classic' | 'unifi-os'

export interface UnifiSessionData {
  flavour: UnifiFlavour
  /** The whole `Cookie` header to send. */
  cookie: string
  /** UniFi OS only: required on every non-GET. */
  csrf: string | null
}

/** `GET /` without following redirects: a UniFi OS console serves its app (200), a classic controller redirects. */
export async function detectFlavour(
  http: PluginHttp,
  settings: UnifiSettings
): Promise<UnifiFlavour> {
  const response = await http.request({
    method: 'GET',
    url: `${settings.url}/`,
    followRedirects: false,
  })
  throwIfUnavailable(response, 'GET /')
  if (response.status === 200) return 'unifi-os'
  if (response.status >= 300 && response.status < 400) return 'classic'
  throw new ControllerUnexpectedError(
    'this does not look like a UniFi controller',
    snippet(response)
  )
}

export async function login(
  http: PluginHttp,
  settings: UnifiSettings,
  flavour: UnifiFlavour
): Promise<UnifiSessionData> {
  const path = flavour === 'unifi-os' ? '/api/auth/login' : '/api/login'
  const response = await http.request({
    method: 'POST',
    url: `${settings.url}${path}`,
    body: { username: settings.username, password: settings.password, rememberMe: true },
  })
  assertLoggedIn(response, flavour)

  const cookieName = flavour === 'unifi-os' ? 'TOKEN' : 'unifises'
  const sessionCookie = cookieValue(response.setCookies, cookieName)
  if (!sessionCookie)
    throw new ControllerUnexpectedError(
      `login succeeded without a ${cookieName} cookie`,
      snippet(response)
    )

  if (flavour === 'classic')
    return { flavour, cookie: cookieHeader(response.setCookies), csrf: null }
  const csrf = response.headers['x-csrf-token'] || csrfFromJwt(sessionCookie)
  if (!csrf)
    throw new ControllerUnexpectedError('UniFi OS login gave no CSRF token', snippet(response))
  return { flavour, cookie: cookieHeader(response.setCookies), csrf }
}

function assertLoggedIn(response: PluginHttpResponse, flavour: UnifiFlavour) {
  throwIfUnavailable(response, 'login')
  if (response.status === 499)
    throw new ControllerAuthError(
      'the account needs multi-factor authentication',
      snippet(response)
    )
  if (response.status === 404) {
    throw new ControllerUnexpectedError(
      `no ${flavour} login here: check the URL and its port`,
      snippet(response)
    )
  }
  const body = response.json<any>()
  const message: string | undefined = isEnvelope(body)
    ? body.meta.msg
    : (body?.code ?? body?.message)
  if (message && /2fa/i.test(message))
    throw new ControllerAuthError('the account needs two-factor authentication', message)
  if (response.status === 400 || response.status === 401 || response.status === 403) {
    throw new ControllerAuthError(
      'the controller refused the username or password',
      message ?? snippet(response)
    )
  }
  if (response.status !== 200)
    throw new ControllerUnexpectedError('unexpected answer to the login', snippet(response))
  if (isEnvelope(body) && body.meta.rc !== 'ok') {
    throw new ControllerAuthError(
      'the controller refused the username or password',
      message ?? snippet(response)
    )
  }
  if (!isEnvelope(body) && flavour === 'classic') {
    throw new ControllerUnexpectedError('unexpected answer to the login', snippet(response))
  }
}
