/**
 * A local Facebook Login or Sign In with LinkedIn (architecture §12), speaking the real endpoints' shapes: the
 * authorize page (pick a seeded person, or cancel; `login_hint` picks directly, a simulator convenience), the token
 * exchange (code, client secret, redirect URI; PKCE S256 when the authorize request carried a challenge), and the
 * profile (Graph `/me?fields=…`, LinkedIn's OpenID `userinfo`). ally's own drivers talk to it with only their
 * endpoint addresses changed. See core/auth/social/README.md.
 */
import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, generateKeyPair } from 'jose'
import { startSimServer, type SimServer } from '#core/plugins/simulator_kit/sim_server'
import { SimulatorFaults } from '#core/plugins/simulator_kit/sim_faults'
import {
  bearerToken,
  json,
  type SimRequest,
  type SimResponse,
} from '#core/plugins/simulator_kit/sim_http'
import { consentPage } from '#core/auth/social/oidc_simulator/consent_page'
import { FLAVOURS, subjectOf, type OauthFlavour, type OauthSimUser } from './oauth_flavours.js'

export interface OauthSimClient {
  clientId: string
  clientSecret: string
  /** Allowed redirect URIs; empty: any (tests run on a free port). */
  redirectUris?: string[]
}

export interface OauthSimulatorOptions {
  flavour: OauthFlavour
  clients: OauthSimClient[]
  users: OauthSimUser[]
  host?: string
  port?: number
  /** Plain HTTP by default: a browser follows it without a certificate warning (loopback only). */
  tls?: boolean
}

export interface OauthSimulator extends SimServer {
  /** The origin every endpoint path lives under (our configuration's replacement for the provider's hosts). */
  readonly base: string
  addUser(user: OauthSimUser): void
  subjectOf(email: string): string
}

interface PendingCode {
  clientId: string
  redirectUri: string
  user: Required<OauthSimUser>
  challenge: string | null
  expiresAt: number
}

const CODE_TTL_MS = 10 * 60 * 1000
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

export async function startOauthSimulator(options: OauthSimulatorOptions): Promise<OauthSimulator> {
  const flavour = FLAVOURS[options.flavour]
  const facebook = options.flavour === 'facebook'
  const users = new Map<string, Required<OauthSimUser>>()
  const addUser = (user: OauthSimUser) =>
    users.set(user.email.toLowerCase(), {
      subject: subjectOf(options.flavour, user.email.toLowerCase()),
      ...user,
      email: user.email.toLowerCase(),
    })
  options.users.forEach(addUser)
  const codes = new Map<string, PendingCode>()
  const accessTokens = new Map<string, { user: Required<OauthSimUser>; expiresAt: number }>()
  const { privateKey } = await generateKeyPair('RS256')
  const faults = new SimulatorFaults({ expireSessions: () => accessTokens.clear() })
  let base = ''

  const client = (id: unknown) => options.clients.find((candidate) => candidate.clientId === id)
  // Each service's error body: Graph's OAuthException, LinkedIn's OAuth 2.0 error.
  const failure = (status: number, error: string, message: string, graphCode = 100): SimResponse =>
    facebook
      ? json(status, {
          error: {
            message,
            type: 'OAuthException',
            code: graphCode,
            fbtrace_id: randomBytes(8).toString('base64url'),
          },
        })
      : json(status, { error, error_description: message })

  function authorize(request: SimRequest): SimResponse {
    const q = request.query
    const known = client(q.get('client_id'))
    const redirectUri = q.get('redirect_uri') ?? ''
    // A bad app or redirect URI is shown to the person, never redirected to.
    if (!known)
      return { status: 400, body: 'Invalid App ID / client_id', contentType: 'text/plain' }
    if (
      !/^https?:\/\//.test(redirectUri) ||
      (known.redirectUris?.length && !known.redirectUris.includes(redirectUri))
    )
      return {
        status: 400,
        body: 'URL blocked: redirect_uri is not whitelisted',
        contentType: 'text/plain',
      }
    const back = (params: Record<string, string>) => {
      const target = new URL(redirectUri)
      for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value)
      if (q.get('state') !== null) target.searchParams.set('state', q.get('state')!)
      return { status: 302, headers: { location: target.toString() }, body: '' }
    }
    if (q.get('response_type') !== 'code') return back({ error: 'unsupported_response_type' })
    const scopes = (q.get('scope') ?? '').split(/[ ,]+/)
    if (!facebook && !scopes.includes('openid'))
      return back({ error: 'invalid_scope', error_description: 'openid is required' })
    if (q.get('cancel') === '1') return back({ ...flavour.denied })
    const chosen = q.get('account') ?? q.get('login_hint')
    const user = chosen ? users.get(chosen.toLowerCase()) : undefined
    if (!user) {
      const linkFor = (email: string) => {
        const next = new URLSearchParams(q)
        next.set('account', email)
        return `${request.path}?${next}`
      }
      const cancel = new URLSearchParams(q)
      cancel.set('cancel', '1')
      const page = consentPage(flavour.label, [...users.values()], linkFor).replace(
        '</ul>',
        `</ul><p><a href="${request.path}?${cancel.toString().replace(/&/g, '&amp;')}">Cancel</a></p>`
      )
      return { status: 200, body: page, contentType: 'text/html; charset=utf-8' }
    }
    const code = randomBytes(24).toString('base64url')
    const challenge = q.get('code_challenge')
    codes.set(code, {
      clientId: known.clientId,
      redirectUri,
      user,
      challenge,
      expiresAt: Date.now() + CODE_TTL_MS,
    })
    return back({ code })
  }

  async function token(request: SimRequest): Promise<SimResponse> {
    // Facebook also takes the exchange as a GET with query parameters; both read the same fields.
    const fields: Record<string, string> =
      request.method === 'GET'
        ? Object.fromEntries(request.query)
        : ((request.body ?? {}) as Record<string, string>)
    const known = client(fields.client_id)
    if (!known || faults.wrongCredentials || known.clientSecret !== fields.client_secret)
      return failure(401, 'invalid_client', 'Error validating client secret.', 1)
    if (!facebook && fields.grant_type !== 'authorization_code')
      return failure(400, 'unsupported_grant_type', 'Only authorization_code is supported.')
    const pending = codes.get(fields.code ?? '')
    codes.delete(fields.code ?? '')
    if (!pending || pending.expiresAt < Date.now() || pending.clientId !== known.clientId)
      return failure(400, 'invalid_request', 'This authorization code has expired or been used.')
    if (pending.redirectUri !== fields.redirect_uri)
      return failure(
        400,
        'invalid_redirect_uri',
        'Redirect URI does not match the one of the authorization.'
      )
    if (
      pending.challenge &&
      (!fields.code_verifier || s256(fields.code_verifier) !== pending.challenge)
    )
      return failure(400, 'invalid_request', 'Invalid code verifier.')
    const accessToken = randomBytes(32).toString('base64url')
    const seconds = flavour.tokenSeconds
    accessTokens.set(accessToken, { user: pending.user, expiresAt: Date.now() + seconds * 1000 })
    if (facebook)
      return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: seconds })
    const now = Math.floor(Date.now() / 1000)
    const idToken = await new SignJWT({ ...FLAVOURS.linkedin.profile(pending.user) })
      .setProtectedHeader({ alg: 'RS256', kid: 'sim', typ: 'JWT' })
      .setIssuer('https://www.linkedin.com/oauth')
      .setSubject(pending.user.subject)
      .setAudience(known.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey)
    return json(200, {
      access_token: accessToken,
      expires_in: seconds,
      scope: 'email,openid,profile',
      token_type: 'Bearer',
      id_token: idToken,
    })
  }

  function profile(request: SimRequest): SimResponse {
    const presented = bearerToken(request) ?? request.query.get('access_token') ?? ''
    const entry = accessTokens.get(presented)
    if (!entry || entry.expiresAt < Date.now())
      return facebook
        ? failure(
            400,
            'invalid_token',
            'Invalid OAuth access token - Cannot parse access token',
            190
          )
        : {
            status: 401,
            body: { serviceErrorCode: 65600, message: 'Invalid access token', status: 401 },
          }
    const fields = (request.query.get('fields') ?? '').split(',').filter(Boolean)
    return json(
      200,
      facebook
        ? FLAVOURS.facebook.profile(entry.user, fields)
        : FLAVOURS.linkedin.profile(entry.user)
    )
  }

  const routes: Record<string, (request: SimRequest) => SimResponse | Promise<SimResponse>> = {
    [`GET ${flavour.paths.authorize}`]: authorize,
    [`POST ${flavour.paths.token}`]: token,
    [`GET ${flavour.paths.userinfo}`]: profile,
    ...(facebook ? { [`GET ${flavour.paths.token}`]: token } : {}),
  }

  const server = await startSimServer({
    name: `oauth-${options.flavour}`,
    tls: options.tls ?? false,
    host: options.host,
    port: options.port,
    faults,
    vendor: (request) =>
      routes[`${request.method} ${request.path}`]?.(request) ?? json(404, { error: 'not_found' }),
    control: (request) => {
      if (request.path !== '/__sim/users') return undefined
      if (request.method === 'POST') addUser(request.body as OauthSimUser)
      return json(200, [...users.values()])
    },
  })
  base = server.url
  return Object.assign(server, {
    base,
    addUser,
    subjectOf: (email: string) => subjectOf(options.flavour, email.toLowerCase()),
  })
}
