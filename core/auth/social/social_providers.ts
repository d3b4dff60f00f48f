import env from '#start/env'

/** The OpenID Connect providers an account (and a guest) can sign in with. */
export const SOCIAL_PROVIDERS = ['google', 'microsoft'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

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

const GOOGLE_ISSUER = 'https://accounts.google.com'
const microsoftIssuer = (tenant: string) => `https://login.microsoftonline.com/${tenant}/v2.0`
const MULTI_TENANT = new Set(['common', 'organizations', 'consumers'])

/**
 * The simulator (demo mode, tests) stands in for a provider by replacing its issuer and account client; set once at
 * boot, the same in every process of a deployment.
 */
const replaced = new Map<SocialProvider, { issuer: string; client: SocialClient }>()

export function replaceProvider(
  provider: SocialProvider,
  replacement: { issuer: string; client: SocialClient } | null
) {
  if (replacement) replaced.set(provider, replacement)
  else replaced.delete(provider)
}

/** Where a provider is: for account sign-in (the configured tenant) or for guests (any account of the provider). */
export function providerEndpoint(
  provider: SocialProvider,
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
  const prefix = provider.toUpperCase() as 'GOOGLE' | 'MICROSOFT'
  const clientId = env.get(`${prefix}_CLIENT_ID`)
  const clientSecret = env.get(`${prefix}_CLIENT_SECRET`)
  return clientId && clientSecret ? { clientId, clientSecret } : null
}

export const configuredProviders = () =>
  SOCIAL_PROVIDERS.filter((provider) => accountClient(provider) !== null)
