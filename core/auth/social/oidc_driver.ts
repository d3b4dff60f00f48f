import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { Oauth2Driver } from '@adonisjs/ally'
import type {
  AllyUserContract,
  ApiRequestContract,
  Oauth2AccessToken,
  Oauth2DriverConfig,
  RedirectRequestContract,
} from '@adonisjs/ally/types'
import { decodeJwt, jwtVerify, type JWTPayload } from 'jose'
import { signingKeys, type OidcMetadata } from '#core/auth/social/oidc_discovery'
import { authorizationIssuerProblem } from '#core/auth/social/authorization_issuer'

export type OidcScopes = 'openid' | 'email' | 'profile'
export type OidcToken = Oauth2AccessToken & { id_token?: string }

/** What a verified ID token tells us about the person. */
export interface OidcClaims extends JWTPayload {
  sub: string
  email?: string
  email_verified?: boolean
  name?: string
  given_name?: string
  family_name?: string
  /** Microsoft: the object id of the person and the id of their tenant. */
  oid?: string
  tid?: string
  /** Microsoft: the sign-in name, usually the e-mail address when the `email` claim is absent. */
  preferred_username?: string
  nonce?: string
}

export interface OidcDriverConfig extends Oauth2DriverConfig {
  metadata: OidcMetadata
  /** Names this flow's cookies (state, PKCE verifier, nonce), so that flows in parallel tabs do not collide. */
  cookiePrefix: string
  /** Microsoft's multi-tenant issuer is a template with `{tenantid}`; a set tenant accepts only its own users. */
  tenant?: string | null
}

const CLOCK_TOLERANCE_SECONDS = 60

/**
 * An ally driver for any OpenID Connect provider (Google, Microsoft Entra ID): authorization code with PKCE (S256),
 * state and nonce kept in encrypted, http-only cookies for the round trip, and the ID token verified on return:
 * signature against the provider's JWKS (RS256), issuer, audience, expiry and nonce; before that, the issuer the
 * authorization response names (RFC 9207). ally's built-in Google driver
 * has neither nonce nor ID token checks, and ally has no Microsoft driver: this one serves both.
 */
export class OidcDriver extends Oauth2Driver<OidcToken, OidcScopes> {
  protected stateCookieName: string
  protected codeVerifierCookieName: string
  protected stateParamName = 'state'
  protected errorParamName = 'error'
  protected codeParamName = 'code'
  protected authorizeUrl: string
  protected accessTokenUrl: string
  protected scopeParamName = 'scope'
  protected scopesSeparator = ' '
  #nonceCookieName: string
  #nonce?: string

  constructor(
    ctx: HttpContext,
    public config: OidcDriverConfig
  ) {
    super(ctx, config)
    this.stateCookieName = `${config.cookiePrefix}_state`
    this.codeVerifierCookieName = `${config.cookiePrefix}_verifier`
    this.#nonceCookieName = `${config.cookiePrefix}_nonce`
    this.authorizeUrl = config.metadata.authorization_endpoint
    this.accessTokenUrl = config.metadata.token_endpoint
    this.loadState()
    if (!this.isStateless) {
      this.#nonce = ctx.request.encryptedCookie(this.#nonceCookieName)
      ctx.response.clearCookie(this.#nonceCookieName)
    }
  }

  protected configureRedirectRequest(request: RedirectRequestContract<OidcScopes>) {
    const nonce = randomBytes(24).toString('base64url')
    this.ctx.response.encryptedCookie(this.#nonceCookieName, nonce, {
      sameSite: 'lax',
      httpOnly: true,
      maxAge: '15m',
    })
    request.scopes(['openid', 'email', 'profile'])
    request.param('response_type', 'code')
    request.param('nonce', nonce)
    request.param('prompt', 'select_account')
  }

  accessDenied() {
    return this.ctx.request.input(this.errorParamName) === 'access_denied'
  }

  /** Exchanges the code (with the PKCE verifier) and returns the person the verified ID token names. */
  async user(
    callback?: (request: ApiRequestContract) => void
  ): Promise<AllyUserContract<OidcToken>> {
    const { metadata, tenant } = this.config
    const issuerProblem = authorizationIssuerProblem(
      this.ctx.request.input('iss'),
      metadata,
      tenant
    )
    if (issuerProblem) throw new Error(issuerProblem)
    const token = await this.accessToken(callback)
    if (typeof token.id_token !== 'string') throw new Error('the token answer has no id_token')
    const claims = await this.verifyIdToken(token.id_token)
    const address =
      typeof claims.email === 'string'
        ? claims.email
        : claims.preferred_username?.includes('@')
          ? claims.preferred_username
          : null
    const email = address ? address.toLowerCase() : null
    return {
      id: claims.sub,
      nickName: claims.name ?? '',
      name: claims.name ?? '',
      email,
      // Microsoft does not verify the e-mail claim; it is a hint only there (we never key accounts by e-mail).
      emailVerificationState:
        claims.email_verified === true
          ? 'verified'
          : claims.email_verified === false
            ? 'unverified'
            : 'unsupported',
      avatarUrl: null,
      token,
      original: claims,
    }
  }

  async userFromToken(): Promise<never> {
    throw new Error('An OpenID Connect sign-in needs the ID token of the code exchange')
  }

  async verifyIdToken(idToken: string): Promise<OidcClaims> {
    const { metadata, clientId, tenant } = this.config
    const unverified = decodeJwt(idToken)
    const tenantId = typeof unverified.tid === 'string' ? unverified.tid : ''
    if (tenant && tenantId !== tenant) throw new Error('the ID token is from another tenant')
    const issuer = metadata.issuer.replace('{tenantid}', tenantId)
    const { payload } = await jwtVerify(idToken, signingKeys(metadata.jwks_uri), {
      issuer,
      audience: clientId,
      algorithms: ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
    })
    if (!this.#nonce || payload.nonce !== this.#nonce)
      throw new Error('the ID token nonce does not match')
    return payload as OidcClaims
  }
}
