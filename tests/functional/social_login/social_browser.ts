import { HttpSession } from '#tests/helpers/http_session'
import {
  startOidcSimulator,
  type OidcSimulator,
} from '#core/auth/social/oidc_simulator/oidc_simulator'
import { replaceProvider } from '#core/auth/social/social_providers'
import type { OidcSimUser } from '#core/auth/social/oidc_simulator/oidc_flavours'
import {
  startOauthSimulator,
  type OauthSimulator,
} from '#core/auth/social/oauth_simulator/oauth_simulator'
import type { OauthSimUser } from '#core/auth/social/oauth_simulator/oauth_flavours'

/**
 * A browser without JavaScript: follows redirects between our server (its cookies kept by an HttpSession) and the
 * identity provider, until it lands on a page of the web app (which it names, not fetches).
 */
export class SocialBrowser {
  readonly app = new HttpSession()
  /** The identity provider's cookies (its sign-in session and interaction), as a browser keeps them. */
  readonly #providerCookies = new Map<string, string>()

  #isApp(url: URL) {
    return (
      url.port === String(process.env.PORT) &&
      ['127.0.0.1', 'localhost', process.env.HOST].includes(url.hostname)
    )
  }

  async #atProvider(url: URL) {
    const cookie = [...this.#providerCookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(url, {
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
    })
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';')
      const [name, ...value] = pair.split('=')
      if (/expires=thu, 01 jan 1970/i.test(set)) this.#providerCookies.delete(name)
      else this.#providerCookies.set(name, value.join('='))
    }
    return { status: response.status, headers: response.headers, body: await response.text() }
  }

  /** Goes through the provider from its authorize URL and returns where it sends the browser back (not visited). */
  async throughProvider(authorize: string): Promise<string> {
    let url = new URL(authorize)
    for (let hop = 0; hop < 10; hop++) {
      const response = await this.#atProvider(url)
      const location = response.headers.get('location')
      if (!location) throw new Error(`the provider answered ${response.status}: ${response.body}`)
      url = new URL(location, url)
      if (url.origin !== new URL(authorize).origin) return url.toString()
    }
    throw new Error('too many redirects')
  }

  /** Follows from `start` and returns where it landed: an app path (with query) or an error page of the provider. */
  async follow(start: string): Promise<{ landed: string; status: number; body: unknown }> {
    let url = new URL(start)
    for (let hop = 0; hop < 10; hop++) {
      const response = this.#isApp(url)
        ? await this.app.request('GET', url.pathname + url.search, undefined, {
            accept: 'text/html',
          })
        : await this.#atProvider(url)
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location)
        return { landed: url.toString(), status: response.status, body: response.body }
      url = new URL(location, url)
      if (this.#isApp(url) && !url.pathname.endsWith('/callback'))
        return { landed: url.pathname + url.search, status: response.status, body: null }
      // Somewhere outside the test (a venue's landing page): named, not visited.
      if (!['127.0.0.1', 'localhost'].includes(url.hostname))
        return { landed: url.toString(), status: response.status, body: null }
    }
    throw new Error('too many redirects')
  }

  /** POST a start route, then go through the provider as `account` (login_hint picks the seeded person). */
  async roundTrip(startPath: string, account: string, tamper: (url: URL) => void = () => {}) {
    const started = await this.app.request('POST', startPath, {})
    if (
      started.status !== 200 ||
      !started.headers.get('content-type')?.startsWith('application/json')
    )
      return { landed: null, started }
    const url = new URL((started.body as { redirectUrl: string }).redirectUrl)
    url.searchParams.set('login_hint', account)
    tamper(url)
    return { ...(await this.follow(url.toString())), started }
  }
}

export const SIM_CLIENT = { clientId: 'airdeck-test-client', clientSecret: 'airdeck-test-secret' }
/** A venue's own OAuth client, as its portal's login keys. */
export const SIM_GUEST_CLIENT = {
  clientId: 'venue-portal-client',
  clientSecret: 'venue-portal-secret',
}

/** Google and Microsoft simulators standing in for the real providers for the duration of a group. */
export async function startProviders(users: OidcSimUser[]) {
  const google = await startOidcSimulator({
    flavour: 'google',
    clients: [SIM_CLIENT, SIM_GUEST_CLIENT],
    users,
  })
  const microsoft = await startOidcSimulator({
    flavour: 'microsoft',
    clients: [SIM_CLIENT, SIM_GUEST_CLIENT],
    users,
  })
  replaceProvider('google', { issuer: google.issuer, client: SIM_CLIENT })
  replaceProvider('microsoft', { issuer: microsoft.issuer, client: SIM_CLIENT })
  return {
    google,
    microsoft,
    async stop() {
      replaceProvider('google', null)
      replaceProvider('microsoft', null)
      await Promise.all([google.stop(), microsoft.stop()])
    },
  } satisfies { google: OidcSimulator; microsoft: OidcSimulator; stop(): Promise<void> }
}

/** Facebook and LinkedIn simulators standing in for the real services (ally's drivers pointed at them). */
export async function startOauthProviders(users: OauthSimUser[]) {
  const clients = [SIM_CLIENT, SIM_GUEST_CLIENT]
  const facebook = await startOauthSimulator({ flavour: 'facebook', clients, users })
  const linkedin = await startOauthSimulator({ flavour: 'linkedin', clients, users })
  replaceProvider('facebook', { issuer: facebook.base, client: SIM_CLIENT })
  replaceProvider('linkedin', { issuer: linkedin.base, client: SIM_CLIENT })
  return {
    facebook,
    linkedin,
    async stop() {
      replaceProvider('facebook', null)
      replaceProvider('linkedin', null)
      await Promise.all([facebook.stop(), linkedin.stop()])
    },
  } satisfies { facebook: OauthSimulator; linkedin: OauthSimulator; stop(): Promise<void> }
}
