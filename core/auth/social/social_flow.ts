import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { AppException } from '#kernel/exceptions/app_exception'
import { discover } from '#core/auth/social/oidc_discovery'
import { OidcDriver, type OidcClaims } from '#core/auth/social/oidc_driver'
import { oauthDriver } from '#core/auth/social/oauth_drivers'
import {
  PROVIDER_LABELS,
  isOidcProvider,
  providerEndpoint,
  type SocialClient,
  type SocialProvider,
} from '#core/auth/social/social_providers'

/** One kind of round trip: who it is for, where the provider sends the browser back, and its cookies' names. */
export interface SocialFlow {
  provider: SocialProvider
  audience: 'account' | 'guest'
  client: SocialClient
  /** Our path the provider redirects to (registered at the provider as `APP_URL` + this). */
  callbackPath: string
  cookiePrefix: string
}

/** The person an ID token names, keyed by provider and subject (never by e-mail alone). */
export interface SocialIdentity {
  provider: SocialProvider
  subject: string
  email: string | null
  name: string
  firstname: string | null
  lastname: string | null
}

const failed = (provider: SocialProvider) =>
  new AppException(400, 'E_SOCIAL_LOGIN_FAILED', { data: { provider: PROVIDER_LABELS[provider] } })

/**
 * Our address as the provider must send the browser back to it: APP_URL when set (production registers exactly that
 * at the provider, which refuses any other), else the address the browser used, so the flow's cookies come back too.
 */
function publicOrigin(ctx: HttpContext) {
  return (
    env.get('APP_URL')?.replace(/\/+$/, '') ?? `${ctx.request.protocol()}://${ctx.request.host()}`
  )
}

export async function socialDriver(ctx: HttpContext, flow: SocialFlow) {
  const callbackUrl = `${publicOrigin(ctx)}${flow.callbackPath}`
  if (!isOidcProvider(flow.provider))
    return oauthDriver(ctx, flow.provider, {
      client: flow.client,
      callbackUrl,
      cookiePrefix: flow.cookiePrefix,
    })
  const endpoint = providerEndpoint(flow.provider, flow.audience)
  let metadata
  try {
    metadata = await discover(endpoint.issuer)
  } catch {
    throw failed(flow.provider)
  }
  return new OidcDriver(ctx, {
    ...flow.client,
    callbackUrl,
    metadata,
    cookiePrefix: flow.cookiePrefix,
    tenant: endpoint.tenant,
  })
}

/** Starts a round trip: sets the flow's encrypted cookies and returns the provider's authorization URL. */
export async function startSocialFlow(ctx: HttpContext, flow: SocialFlow): Promise<string> {
  const driver = await socialDriver(ctx, flow)
  await driver.redirect()
  // ally answers with a redirect; the API hands the address to the web app instead.
  const url = String(ctx.response.getHeader('location'))
  ctx.response.removeHeader('location')
  ctx.response.removeHeader('content-type')
  return url
}

/** Microsoft: the object id in its tenant identifies a person across applications; `sub` is per application. */
function subjectOf(provider: SocialProvider, claims: OidcClaims) {
  return provider === 'microsoft' && claims.oid && claims.tid
    ? `${claims.tid}:${claims.oid}`
    : claims.sub
}

/**
 * Facebook and LinkedIn through ally's drivers: the profile answer, not an ID token, names the person (Facebook's
 * app-scoped id, LinkedIn's `sub`). An address LinkedIn has not verified is not taken; Facebook only ever answers a
 * confirmed one.
 */
async function oauthIdentity(
  driver: ReturnType<typeof oauthDriver>,
  provider: SocialProvider
): Promise<SocialIdentity> {
  if (driver.accessDenied()) throw new Error('the person cancelled at the provider')
  const user = await driver.user()
  const profile = user.original as Record<string, string | undefined>
  const email = user.email && user.emailVerificationState !== 'unverified' ? user.email : null
  if (!user.id) throw new Error('the profile names nobody')
  return {
    provider,
    subject: String(user.id),
    email: email ? email.toLowerCase() : null,
    name: profile.name ?? '',
    firstname: profile.first_name ?? profile.given_name ?? null,
    lastname: profile.last_name ?? profile.family_name ?? null,
  }
}

/**
 * Ends a round trip: checks state, PKCE and the ID token (or, Facebook and LinkedIn, the profile); any failure,
 * a cancel at the provider included, is the spec's "<provider> login failed".
 */
export async function finishSocialFlow(
  ctx: HttpContext,
  flow: SocialFlow
): Promise<SocialIdentity> {
  const driver = await socialDriver(ctx, flow)
  try {
    if (!(driver instanceof OidcDriver)) return await oauthIdentity(driver, flow.provider)
    const user = await driver.user()
    const claims = user.original as OidcClaims
    const [given, ...rest] = (claims.name ?? '').trim().split(/\s+/)
    return {
      provider: flow.provider,
      subject: subjectOf(flow.provider, claims),
      email: user.email,
      name: claims.name ?? '',
      firstname: claims.given_name ?? (given || null),
      lastname: claims.family_name ?? (rest.join(' ') || null),
    }
  } catch (error) {
    // The person sees the spec's "<provider> login failed"; the log says why (a cancel, a foreign issuer…).
    ctx.logger.info(
      { provider: flow.provider, reason: (error as Error).message },
      'social sign-in refused'
    )
    throw failed(flow.provider)
  }
}
