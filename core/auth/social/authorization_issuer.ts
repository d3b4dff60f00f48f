import type { OidcMetadata } from '#core/auth/social/oidc_discovery'

/**
 * RFC 9207: the issuer an authorization response names (`iss`) must be the provider we sent the browser to, checked
 * before the code is exchanged, so that a response from another provider (a mix-up attack) never reaches our token
 * request. Absent, it is accepted only from a provider that does not promise it. Microsoft's multi-tenant issuer is a
 * template: any one tenant's issuer fits it, only the set tenant's when one is set. Null when the response passes;
 * else why not.
 */
export function authorizationIssuerProblem(
  iss: unknown,
  metadata: OidcMetadata,
  tenant?: string | null
): string | null {
  if (iss === undefined || iss === null || iss === '')
    return metadata.authorization_response_iss_parameter_supported
      ? 'the authorization response lacks the iss parameter its provider promises (RFC 9207)'
      : null
  if (typeof iss === 'string' && fitsIssuer(iss, metadata.issuer, tenant)) return null
  return `the authorization response names issuer ${JSON.stringify(iss)}, not ${metadata.issuer} (RFC 9207)`
}

function fitsIssuer(iss: string, issuer: string, tenant?: string | null) {
  const [before, after] = issuer.split('{tenantid}')
  if (after === undefined) return iss === issuer
  if (tenant) return iss === `${before}${tenant}${after}`
  if (!iss.startsWith(before) || !iss.endsWith(after)) return false
  const named = iss.slice(before.length, iss.length - after.length)
  return named.length > 0 && !named.includes('/')
}
