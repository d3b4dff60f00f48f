import env from '#start/env'
import { FACEBOOK_PATHS } from '#core/auth/social/facebook_graph'

/** The providers an account (and a guest) can sign in with (spec §1). */
export const SOCIAL_PROVIDERS = ['google', 'microsoft', 'facebook', 'linkedin'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Google and Microsoft speak OpenID Connect (our OidcDriver); Facebook and LinkedIn go through ally's own drivers. */
export type OidcProvider = 'google' | 'microsoft'
export type OauthProvider = 'facebook' | 'linkedin'
export const isOidcProvider = (provider: SocialProvider): provider is OidcProvider =>
  provider === 'google' || provider === 'microsoft'

/** How the provider is named in messages ("Signing in with LinkedIn did not work"). */
export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
}

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  SOCIAL_PROVIDERS.includes(value as SocialProvider)

export interface SocialClient {
  clientId: string
  clientSecret: string
}

export interface ProviderEndpoint {
  /** Discovery lives at `<issuer>/.well-known/openid-configuration`. */
  issuer: string
  /** Microsoft: the tenant whose users may sign in; null accepts any tenant (the `common` endpoint). */
  tenant: string | null
}

/** The real endpoints of Facebook Login (Graph FACEBOOK_GRAPH_VERSION) and Sign In with LinkedIn, by host. */
const OAUTH_ENDPOINTS: Record<
  OauthProvider,
  { authorize: string; api: string; paths: OauthPaths }
> = {
  facebook: {
    authorize: 'https://www.facebook.com',
    api: 'https://graph.facebook.com',
    paths: FACEBOOK_PATHS,
  },
  linkedin: {
    authorize: 'https://www.linkedin.com',
    api: 'https://api.linkedin.com',
    paths: {
      authorize: '/oauth/v2/authorization',
      token: '/oauth/v2/accessToken',
      userinfo: '/v2/userinfo',
    },
  },
}
interface OauthPaths {
  authorize: string
  token: string
  userinfo: string
}
export interface OauthEndpoints {
  authorizeUrl: string
  accessTokenUrl: string
  userInfoUrl: string
}

const GOOGLE_ISSUER = 'https://accounts.google.com'
const microsoftIssuer = (tenant: string) => `https://login.microsoftonline.com/${tenant}/v2.0`
const MULTI_TENANT = new Set(['common', 'organizations', 'consumers'])

/**
 * The simulator (demo mode, tests) stands in for a provider by replacing its issuer (Facebook, LinkedIn: the origin
 * that serves every endpoint path) and account client; set once at boot, the same in every process of a deployment.
 */
const replaced = new Map<SocialProvider, { issuer: string; client: SocialClient }>()

export function replaceProvider(
  provider: SocialProvider,
  replacement: { issuer: string; client: SocialClient } | null
) {
  if (replacement) replaced.set(provider, replacement)
  else replaced.delete(provider)
}

/** Facebook's or LinkedIn's authorize, token and profile addresses (a simulator's, when one stands in). */
export function oauthEndpoints(provider: OauthProvider): OauthEndpoints {
  const real = OAUTH_ENDPOINTS[provider]
  const stand = replaced.get(provider)?.issuer.replace(/\/+$/, '')
  return {
    authorizeUrl: (stand ?? real.authorize) + real.paths.authorize,
    accessTokenUrl: (stand ?? real.api) + real.paths.token,
    userInfoUrl: (stand ?? real.api) + real.paths.userinfo,
  }
}

/** The origin of the page a guest's browser is sent to, to sign in with the provider. */
export function signInOrigin(provider: SocialProvider): string {
  if (isOidcProvider(provider)) return new URL(providerEndpoint(provider, 'guest').issuer).origin
  return new URL(oauthEndpoints(provider).authorizeUrl).origin
}

/** Where a provider is: for account sign-in (the configured tenant) or for guests (any account of the provider). */
export function providerEndpoint(
  provider: OidcProvider,
  audience: 'account' | 'guest'
): ProviderEndpoint {
  const stand = replaced.get(provider)
  if (provider === 'google') return { issuer: stand?.issuer ?? GOOGLE_ISSUER, tenant: null }
  const tenant = audience === 'guest' ? 'common' : (env.get('MICROSOFT_TENANT') ?? 'common')
  return {
    issuer: stand?.issuer ?? microsoftIssuer(tenant),
    tenant: MULTI_TENANT.has(tenant) ? null : tenant,
  }
}

/** The application's own OAuth client at a provider (for admin and customer accounts), or null when not configured. */
export function accountClient(provider: SocialProvider): SocialClient | null {
  const stand = replaced.get(provider)
  if (stand) return stand.client
  const prefix = provider.toUpperCase() as 'GOOGLE' | 'MICROSOFT' | 'FACEBOOK' | 'LINKEDIN'
  const clientId = env.get(`${prefix}_CLIENT_ID`)
  const clientSecret = env.get(`${prefix}_CLIENT_SECRET`)
  return clientId && clientSecret ? { clientId, clientSecret } : null
}

export const configuredProviders = () =>
  SOCIAL_PROVIDERS.filter((provider) => accountClient(provider) !== null)
