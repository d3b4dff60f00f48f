/**
 * A local OpenID Connect provider shaped like Google's or Microsoft's (architecture §12), built on `oidc-provider`
 * (a certified OpenID Provider implementation), so our client meets the protocol as real providers speak it:
 * discovery, authorization code with PKCE S256 (required), nonce echoed in RS256 ID tokens, JWKS with key rotation,
 * userinfo. The flavour decides the paths, the issuer and the claims; a chooser page picks one of the seeded people
 * (`login_hint` picks directly). Our client code is the code that talks to the real provider; only the issuer
 * differs. See README.md.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import Provider, {
  interactionPolicy,
  type Configuration,
  type KoaContextWithOIDC,
} from 'oidc-provider'
import type { SimRequestLogEntry, SimServer } from '#core/plugins/simulator_kit/sim_server'
import { SimulatorFaults } from '#core/plugins/simulator_kit/sim_faults'
import { selfSignedCertificate } from '#core/plugins/simulator_kit/sim_certificate'
import {
  json,
  parseCookies,
  proxyErrorPage,
  readRawAndParsedBody,
  sendResponse,
  type SimRequest,
  type SimResponse,
} from '#core/plugins/simulator_kit/sim_http'
import { consentPage } from './consent_page.js'
import { OidcMemoryStore } from './memory_adapter.js'
import {
  SIM_MICROSOFT_TENANT,
  shapeOf,
  subjectOf,
  type OidcFlavour,
  type OidcSimUser,
} from './oidc_flavours.js'

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
  /** ID and access token lifetime, seconds (default 3600). */
  tokenSeconds?: number
}

export interface OidcSimulator extends SimServer {
  /** What our configuration calls the issuer (discovery lives under it). */
  readonly issuer: string
  /** Where the provider publishes its signing keys. */
  readonly jwksUri: string
  /** The key id new ID tokens are signed with. */
  readonly signingKid: string
  addUser(user: OidcSimUser): void
  /** The `sub` claim the simulator issues for this person. */
  subjectOf(email: string): string
  /** Key rotation, step 1: a new RS256 key signs from now on; the JWKS publishes it beside the old ones. */
  rotateKeys(): Promise<string>
  /** Key rotation, step 2: the JWKS keeps only the signing key. */
  retireOldKeys(): Promise<void>
  /** The next token answer's `id_token` passes through `edit` (a bad signature, a foreign key…). */
  tamperNextIdToken(edit: (idToken: string) => string | Promise<string>): void
}

const INTERACTION_PATH = '/interaction/'
const SCOPE_CLAIMS = {
  openid: ['sub', 'oid', 'tid', 'ver'],
  email: ['email', 'email_verified'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username'],
}

async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  return {
    ...(await exportJWK(privateKey)),
    kid: randomBytes(8).toString('hex'),
    alg: 'RS256',
    use: 'sig',
  }
}

export async function startOidcSimulator(options: OidcSimulatorOptions): Promise<OidcSimulator> {
  const shape = shapeOf(options.flavour, options.tenant ?? 'common')
  const providerName = options.flavour === 'google' ? 'Google' : 'Microsoft'
  const users = new Map<string, Required<OidcSimUser>>()
  const addUser = (user: OidcSimUser) =>
    users.set(user.email.toLowerCase(), {
      subject: subjectOf(options.flavour, user.email.toLowerCase()),
      emailVerified: true,
      ...user,
      email: user.email.toLowerCase(),
    })
  options.users.forEach(addUser)
  const bySubject = (sub: string) => [...users.values()].find((user) => user.subject === sub)

  const store = new OidcMemoryStore()
  const faults = new SimulatorFaults({ expireSessions: () => store.clear() })
  const requests: SimRequestLogEntry[] = []
  const cookieKeys = [randomBytes(32).toString('base64url')]
  const tokenSeconds = options.tokenSeconds ?? 3600
  let signingKeys = [await newSigningKey()]
  let idTokenEdit: ((idToken: string) => string | Promise<string>) | null = null

  const tls = options.tls ?? false
  const host = options.host ?? '127.0.0.1'
  const httpServer = tls
    ? https.createServer({ ...(await selfSignedCertificate(`oidc-${options.flavour}`)) })
    : http.createServer()
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject)
    httpServer.listen(options.port ?? 0, host, () => resolve())
  })
  const port = (httpServer.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host
  const base = `${tls ? 'https' : 'http'}://${urlHost}:${port}`
  const discoveryPath = `${shape.issuerPath}/.well-known/openid-configuration`
  const openRedirects = new Set(
    options.clients.filter((c) => !c.redirectUris?.length).map((c) => c.clientId)
  )

  /**
   * The chooser may pick someone else than the person signed in before. Google keeps both signed in; oidc-provider
   * would first show a log-out page that submits itself with JavaScript. A chooser flow (authorize and its resume)
   * therefore runs on a new sign-in session, which keeps it plain HTTP.
   */
  const chooserInteractions = new Set<string>()
  const withoutSession = (ctx: KoaContextWithOIDC) => {
    ctx.req.headers.cookie = (ctx.req.headers.cookie ?? '')
      .split(/;\s*/)
      .filter((pair) => !pair.startsWith('_session'))
      .join('; ')
  }

  /** The provider with the current keys; rebuilt on rotation around the same store, cookie keys and clients. */
  function buildProvider() {
    const policy = interactionPolicy.base()
    // Our client asks for `prompt=select_account`, as Google and Microsoft understand it: show the chooser.
    policy.add(new interactionPolicy.Prompt({ name: 'select_account', requestable: true }), 0)
    const configuration: Configuration = {
      adapter: store.adapterFor,
      clients: options.clients.map((client) => ({
        client_id: client.clientId,
        client_secret: client.clientSecret,
        // The library needs one listed; a test client registered without any accepts every http(s) redirect
        // (see redirectUriAllowed below).
        redirect_uris: client.redirectUris?.length
          ? client.redirectUris
          : ['http://127.0.0.1/any-redirect-uri'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      })),
      jwks: { keys: signingKeys },
      cookies: { keys: cookieKeys },
      claims: SCOPE_CLAIMS,
      scopes: ['openid', 'email', 'profile'],
      // Google and Microsoft put the person's claims in the ID token of a code flow too.
      conformIdTokenClaims: false,
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false }, userinfo: { enabled: true } },
      interactions: { policy, url: (_ctx, pending) => `${INTERACTION_PATH}${pending.uid}` },
      routes: {
        authorization: shape.paths.authorize,
        token: shape.paths.token,
        jwks: shape.paths.jwks,
        userinfo: shape.paths.userinfo,
      },
      ttl: {
        AccessToken: tokenSeconds,
        IdToken: tokenSeconds,
        AuthorizationCode: 600,
        Interaction: 3600,
        Session: 24 * 3600,
        Grant: 24 * 3600,
      },
      clientBasedCORS: () => false,
      findAccount: async (_ctx, sub) => {
        const user = bySubject(sub)
        if (!user) return undefined
        return { accountId: sub, claims: async () => shape.claims(user) as { sub: string } }
      },
      renderError: (ctx, out) => {
        ctx.type = 'text/plain'
        ctx.body = `Error: ${out.error}${out.error_description ? ` (${out.error_description})` : ''}`
      },
    }
    const provider = new Provider(shape.issuer(base), configuration)
    const allowed = provider.Client.prototype.redirectUriAllowed
    provider.Client.prototype.redirectUriAllowed = function (this: any, uri: string) {
      return openRedirects.has(this.clientId) ? /^https?:\/\//.test(uri) : allowed.call(this, uri)
    }
    provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
      const isDiscovery = ctx.path === discoveryPath
      if (isDiscovery) ctx.path = '/.well-known/openid-configuration'
      const chooser =
        ctx.path === shape.paths.authorize && /\bselect_account\b/.test(ctx.query.prompt ?? '')
      const resumed = ctx.path.startsWith(`${shape.paths.authorize}/`)
        ? ctx.path.slice(shape.paths.authorize.length + 1)
        : null
      if (chooser || (resumed && chooserInteractions.delete(resumed))) withoutSession(ctx)
      if (ctx.path === shape.paths.token && faults.wrongCredentials) {
        ctx.status = 401
        ctx.body = { error: 'invalid_client', error_description: 'client authentication failed' }
        return
      }
      await next()
      const interactionUid =
        chooser && /^\/interaction\/([^/?]+)/.exec(ctx.response.get('location'))
      if (interactionUid) chooserInteractions.add(interactionUid[1])
      if (isDiscovery && ctx.body && typeof ctx.body === 'object') {
        ;(ctx.body as Record<string, unknown>).issuer = shape.announcedIssuer(base)
      }
      const body = ctx.body as Record<string, unknown> | undefined
      if (ctx.path === shape.paths.token && typeof body?.id_token === 'string' && idTokenEdit) {
        const edit = idTokenEdit
        idTokenEdit = null
        body.id_token = await edit(body.id_token)
      }
    })
    return provider
  }

  let provider = buildProvider()
  let providerHandler = provider.callback()

  /** Finishes the interaction as `user`: signed in, and the requested scopes granted (auto-consent). */
  async function finishAs(req: IncomingMessage, res: ServerResponse, user: Required<OidcSimUser>) {
    const details = await provider.interactionDetails(req, res)
    const grant = new provider.Grant({
      accountId: user.subject,
      clientId: details.params.client_id as string,
    })
    grant.addOIDCScope(String(details.params.scope ?? 'openid'))
    await provider.interactionFinished(
      req,
      res,
      {
        select_account: {},
        login: { accountId: user.subject },
        consent: { grantId: await grant.save() },
      },
      { mergeWithLastSubmission: false }
    )
  }

  /** The chooser page of an interaction, or the person `login_hint`/the chosen link names. */
  async function interaction(req: IncomingMessage, res: ServerResponse, url: URL) {
    let details
    try {
      details = await provider.interactionDetails(req, res)
    } catch {
      return sendResponse(res, {
        status: 400,
        body: 'Error: the sign-in session expired; start again',
        contentType: 'text/plain',
      })
    }
    const picked = url.pathname.endsWith('/pick') ? url.searchParams.get('account') : null
    const hint = picked ?? (details.params.login_hint as string | undefined)
    const user = hint ? users.get(hint.toLowerCase()) : undefined
    if (user) return finishAs(req, res, user)
    const linkFor = (email: string) =>
      `${INTERACTION_PATH}${encodeURIComponent(details.uid)}/pick?account=${encodeURIComponent(email)}`
    sendResponse(res, {
      status: 200,
      body: consentPage(providerName, [...users.values()], linkFor),
      contentType: 'text/html; charset=utf-8',
    })
  }

  async function control(req: IncomingMessage, res: ServerResponse, url: URL) {
    const { parsed: body } = await readRawAndParsedBody(req)
    const route = `${req.method} ${url.pathname.replace(/\/+$/, '')}`
    const request: SimRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      cookies: parseCookies(req.headers.cookie),
      body,
      rawBody: '',
    }
    const respond = (response: SimResponse) => sendResponse(res, response)
    switch (route) {
      case 'GET /__sim/faults':
        return respond(json(200, faults.snapshot()))
      case 'POST /__sim/faults':
        faults.apply(body && typeof body === 'object' ? body : {})
        return respond(json(200, faults.snapshot()))
      case 'GET /__sim/requests':
        return respond(json(200, requests.slice(-Number(url.searchParams.get('limit') ?? 1000))))
      case 'DELETE /__sim/requests':
        requests.length = 0
        return respond(json(200, { cleared: true }))
      case 'POST /__sim/users':
        addUser(request.body as OidcSimUser)
        return respond(json(200, [...users.values()]))
      case 'GET /__sim/users':
        return respond(json(200, [...users.values()]))
      default:
        return respond(json(404, { error: 'unknown control route' }))
    }
  }

  let inFlight = 0
  httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base)
    if (url.pathname.startsWith('/__sim/')) {
      control(req, res, url).catch((error) =>
        sendResponse(res, json(400, { error: (error as Error).message }))
      )
      return
    }
    res.once('finish', () => {
      requests.push({
        at: Date.now(),
        method: req.method ?? 'GET',
        path: url.pathname + url.search,
        status: res.statusCode,
        body: null,
      })
      if (requests.length > 25_000) requests.splice(0, requests.length - 20_000)
    })
    // Taken on arrival, as in the simulator kit: a request still sleeping out a lifted latency must not take the
    // one-shot fault set since for the next request.
    const fault = faults.take()
    inFlight++
    void (async () => {
      if (faults.latencyMs > 0) await sleep(faults.latencyMs)
      if (fault?.kind === 'hang') return
      if (fault?.kind === 'fail')
        return sendResponse(res, proxyErrorPage(fault.status, http.STATUS_CODES[fault.status]))
      if (fault?.kind === 'rateLimit')
        return sendResponse(res, {
          status: 429,
          headers: { 'retry-after': String(fault.retryAfterSeconds) },
          body: { error: 'rate_limited' },
        })
      if (fault?.kind === 'garbage')
        return sendResponse(res, {
          status: 200,
          body: '<html><body>Service temporarily unavail',
          contentType: 'text/html',
        })
      if (req.method === 'GET' && url.pathname.startsWith(INTERACTION_PATH))
        return interaction(req, res, url)
      return providerHandler(req, res)
    })()
      .catch((error) => {
        if (!res.headersSent)
          sendResponse(res, json(500, { error: 'simulator_error', message: String(error) }))
      })
      .finally(() => inFlight--)
  })

  async function replaceKeys(keys: JWK[]) {
    signingKeys = keys
    provider = buildProvider()
    providerHandler = provider.callback()
  }

  return {
    url: base,
    port,
    faults,
    requests,
    issuer: base + shape.issuerPath,
    jwksUri: base + shape.paths.jwks,
    get signingKid() {
      return signingKeys[0].kid!
    },
    clearRequests: () => {
      requests.length = 0
    },
    inFlight: () => inFlight,
    stop: () =>
      new Promise<void>((resolve) => {
        httpServer.close(() => resolve())
        httpServer.closeAllConnections()
      }),
    addUser,
    subjectOf: (email: string) => subjectOf(options.flavour, email.toLowerCase()),
    async rotateKeys() {
      const key = await newSigningKey()
      await replaceKeys([key, ...signingKeys])
      return key.kid!
    },
    retireOldKeys: () => replaceKeys(signingKeys.slice(0, 1)),
    tamperNextIdToken(edit) {
      idTokenEdit = edit
    },
  }
}

export { SIM_MICROSOFT_TENANT }
