/**
 * A local OpenID Connect provider shaped like Google's or Microsoft's (architecture §12): discovery, an authorize page
 * that lets you pick a seeded person (auto-consent; `login_hint` picks directly), the token endpoint (authorization
 * code, client secret, PKCE S256), RS256-signed ID tokens with the nonce, JWKS and userinfo. Our client code is the
 * code that talks to the real provider; only the issuer differs. See README.md.
 */
import { createHash, randomBytes } from 'node:crypto'
import { SignJWT, exportJWK, generateKeyPair } from 'jose'
import { startSimServer, type SimServer } from '#core/plugins/simulator_kit/sim_server'
import { SimulatorFaults } from '#core/plugins/simulator_kit/sim_faults'
import {
  bearerToken,
  header,
  json,
  type SimRequest,
  type SimResponse,
} from '#core/plugins/simulator_kit/sim_http'
import { consentPage } from './consent_page.js'
import { shapeOf, subjectOf, type OidcFlavour, type OidcSimUser } from './oidc_flavours.js'

export interface OidcSimClient {
  clientId: string
  clientSecret: string
  /** Allowed redirect URIs; empty: any (a simulator convenience for tests that run on a free port). */
  redirectUris?: string[]
}

export interface OidcSimulatorOptions {
  flavour: OidcFlavour
  clients: OidcSimClient[]
  users: OidcSimUser[]
  /** Microsoft only: the tenant segment of the paths ("common", "organizations" or a tenant id). */
  tenant?: string
  host?: string
  port?: number
  /** Plain HTTP by default: browsers follow it to the page without a certificate warning (loopback only). */
  tls?: boolean
  /** ID token lifetime, seconds (default 3600). */
  tokenSeconds?: number
}

export interface OidcSimulator extends SimServer {
  /** What our configuration calls the issuer (discovery lives under it). */
  readonly issuer: string
  addUser(user: OidcSimUser): void
  /** The `sub` claim the simulator issues for this person. */
  subjectOf(email: string): string
}

interface PendingCode {
  clientId: string
  redirectUri: string
  user: Required<OidcSimUser>
  nonce: string | null
  challenge: string | null
  expiresAt: number
}

const CODE_TTL_MS = 10 * 60 * 1000
const oauthError = (error: string, description: string, status = 400): SimResponse =>
  json(status, { error, error_description: description })
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

export async function startOidcSimulator(options: OidcSimulatorOptions): Promise<OidcSimulator> {
  const shape = shapeOf(options.flavour, options.tenant ?? 'common')
  const users = new Map<string, Required<OidcSimUser>>()
  const addUser = (user: OidcSimUser) =>
    users.set(user.email.toLowerCase(), {
      subject: subjectOf(options.flavour, user.email.toLowerCase()),
      emailVerified: true,
      ...user,
      email: user.email.toLowerCase(),
    })
  options.users.forEach(addUser)
  const codes = new Map<string, PendingCode>()
  const accessTokens = new Map<string, { user: Required<OidcSimUser>; expiresAt: number }>()
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = randomBytes(8).toString('hex')
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }
  const faults = new SimulatorFaults({ expireSessions: () => accessTokens.clear() })
  let base = ''

  const client = (id: unknown) => options.clients.find((candidate) => candidate.clientId === id)
  const discovery = () => ({
    issuer: shape.announcedIssuer(base),
    authorization_endpoint: base + shape.paths.authorize,
    token_endpoint: base + shape.paths.token,
    jwks_uri: base + shape.paths.jwks,
    userinfo_endpoint: base + shape.paths.userinfo,
    response_types_supported: ['code'],
    subject_types_supported: [options.flavour === 'google' ? 'public' : 'pairwise'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    code_challenge_methods_supported: ['plain', 'S256'],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'nonce',
      'email',
      'email_verified',
      'name',
      ...(options.flavour === 'microsoft' ? ['oid', 'tid'] : []),
    ],
  })

  function authorize(request: SimRequest): SimResponse {
    const q = request.query
    const known = client(q.get('client_id'))
    const redirectUri = q.get('redirect_uri') ?? ''
    // Like the real providers: a bad client or redirect URI is shown to the person, never redirected to.
    if (!known) return { status: 400, body: 'Error 401: invalid_client', contentType: 'text/plain' }
    if (
      !/^https?:\/\//.test(redirectUri) ||
      (known.redirectUris?.length && !known.redirectUris.includes(redirectUri))
    ) {
      return { status: 400, body: 'Error 400: redirect_uri_mismatch', contentType: 'text/plain' }
    }
    const back = (params: Record<string, string>) => {
      const target = new URL(redirectUri)
      for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value)
      if (q.get('state') !== null) target.searchParams.set('state', q.get('state')!)
      return { status: 302, headers: { location: target.toString() }, body: '' }
    }
    if (q.get('response_type') !== 'code') return back({ error: 'unsupported_response_type' })
    if (!(q.get('scope') ?? '').split(' ').includes('openid'))
      return back({ error: 'invalid_scope' })
    const method = q.get('code_challenge_method') ?? 'plain'
    if (q.get('code_challenge') && method !== 'S256' && method !== 'plain')
      return back({ error: 'invalid_request', error_description: 'code_challenge_method' })
    const chosen = q.get('account') ?? q.get('login_hint')
    const user = chosen ? users.get(chosen.toLowerCase()) : undefined
    if (!user) {
      const linkFor = (email: string) => {
        const next = new URLSearchParams(q)
        next.set('account', email)
        return `${request.path}?${next}`
      }
      return {
        status: 200,
        body: consentPage(
          options.flavour === 'google' ? 'Google' : 'Microsoft',
          [...users.values()],
          linkFor
        ),
        contentType: 'text/html; charset=utf-8',
      }
    }
    const code = randomBytes(24).toString('base64url')
    const challenge = q.get('code_challenge')
    codes.set(code, {
      clientId: known.clientId,
      redirectUri,
      user,
      nonce: q.get('nonce'),
      challenge: challenge && method === 'plain' ? s256(challenge) : challenge,
      expiresAt: Date.now() + CODE_TTL_MS,
    })
    return back({ code })
  }

  async function token(request: SimRequest): Promise<SimResponse> {
    const body = (request.body ?? {}) as Record<string, string>
    let [clientId, clientSecret] = [body.client_id, body.client_secret]
    const basic = /^Basic\s+(.+)$/i.exec(header(request, 'authorization') ?? '')
    if (basic)
      [clientId, clientSecret] = Buffer.from(basic[1], 'base64')
        .toString()
        .split(':')
        .map(decodeURIComponent)
    const known = client(clientId)
    if (!known || faults.wrongCredentials || known.clientSecret !== clientSecret)
      return oauthError(
        'invalid_client',
        'The OAuth client was not found or the secret is wrong.',
        401
      )
    if (body.grant_type !== 'authorization_code')
      return oauthError('unsupported_grant_type', 'Only authorization_code is supported.')
    const pending = codes.get(body.code ?? '')
    codes.delete(body.code ?? '')
    if (!pending || pending.expiresAt < Date.now() || pending.clientId !== known.clientId)
      return oauthError('invalid_grant', 'Malformed auth code.')
    if (pending.redirectUri !== body.redirect_uri)
      return oauthError('invalid_grant', 'redirect_uri_mismatch')
    if (
      pending.challenge &&
      (!body.code_verifier || s256(body.code_verifier) !== pending.challenge)
    )
      return oauthError('invalid_grant', 'Invalid code verifier.')
    const now = Math.floor(Date.now() / 1000)
    const seconds = options.tokenSeconds ?? 3600
    const idToken = await new SignJWT({
      ...shape.claims(pending.user),
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
      azp: known.clientId,
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(shape.issuer(base))
      .setAudience(known.clientId)
      .setIssuedAt(now)
      .setExpirationTime(now + seconds)
      .sign(privateKey)
    const accessToken = randomBytes(24).toString('base64url')
    accessTokens.set(accessToken, { user: pending.user, expiresAt: Date.now() + seconds * 1000 })
    return json(200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: seconds,
      scope: 'openid email profile',
      id_token: idToken,
    })
  }

  function userinfo(request: SimRequest): SimResponse {
    const entry = accessTokens.get(bearerToken(request) ?? '')
    if (!entry || entry.expiresAt < Date.now())
      return {
        status: 401,
        headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
        body: { error: 'invalid_token' },
      }
    return json(200, shape.claims(entry.user))
  }

  const routes: Record<string, (request: SimRequest) => SimResponse | Promise<SimResponse>> = {
    [`GET ${shape.issuerPath}/.well-known/openid-configuration`]: () => json(200, discovery()),
    [`GET ${shape.paths.authorize}`]: authorize,
    [`POST ${shape.paths.token}`]: token,
    [`GET ${shape.paths.jwks}`]: () => json(200, { keys: [jwk] }),
    [`GET ${shape.paths.userinfo}`]: userinfo,
  }

  const server = await startSimServer({
    name: `oidc-${options.flavour}`,
    tls: options.tls ?? false,
    host: options.host,
    port: options.port,
    faults,
    vendor: (request) =>
      routes[`${request.method} ${request.path}`]?.(request) ?? json(404, { error: 'not_found' }),
    control: (request) => {
      if (request.path !== '/__sim/users') return undefined
      if (request.method === 'POST') addUser(request.body as OidcSimUser)
      return json(200, [...users.values()])
    },
  })
  base = server.url
  return Object.assign(server, {
    issuer: base + shape.issuerPath,
    addUser,
    subjectOf: (email: string) => subjectOf(options.flavour, email.toLowerCase()),
  })
}
