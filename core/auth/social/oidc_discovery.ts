import { createRemoteJWKSet } from 'jose'

/** The parts of an OpenID Provider's discovery document we use. */
export interface OidcMetadata {
  issuer: string
  authorization_endpoint: string
  token_endpoint: string
  jwks_uri: string
  userinfo_endpoint?: string
  /** RFC 9207: the provider names itself (`iss`) in every authorization response. */
  authorization_response_iss_parameter_supported?: boolean
}

const CACHE_MS = 60 * 60 * 1000
const TIMEOUT_MS = 5_000
const documents = new Map<string, { metadata: OidcMetadata; until: number }>()
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/** The provider's discovery document (cached for an hour per process: it changes rarely and any process may refetch). */
export async function discover(issuer: string): Promise<OidcMetadata> {
  const cached = documents.get(issuer)
  if (cached && cached.until > Date.now()) return cached.metadata
  const response = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`discovery answered ${response.status}`)
  const metadata = (await response.json()) as OidcMetadata
  for (const key of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof metadata[key] !== 'string') throw new Error(`discovery lacks ${key}`)
  }
  documents.set(issuer, { metadata, until: Date.now() + CACHE_MS })
  return metadata
}

/**
 * The provider's signing keys; jose refetches them when a token names a key it does not know (key rotation).
 * Without jose's 30-second cooldown between refetches: a key rotated in just after our last fetch would fail every
 * sign-in for that long, and the cooldown guards nothing here (ID tokens come from the provider's token endpoint,
 * never from the browser, so nobody else can make us fetch).
 */
export function signingKeys(jwksUri: string) {
  let keys = keySets.get(jwksUri)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri), {
      timeoutDuration: TIMEOUT_MS,
      cooldownDuration: 0,
    })
    keySets.set(jwksUri, keys)
  }
  return keys
}
