import { createHash } from 'node:crypto'

/** One person the simulated identity provider knows. */
export interface OidcSimUser {
  email: string
  name: string
  /** Default: derived from the e-mail, stable across runs. */
  subject?: string
  emailVerified?: boolean
}

export type OidcFlavour = 'google' | 'microsoft'

/** A Microsoft Entra ID tenant the simulator plays; users sign in to it. */
export const SIM_MICROSOFT_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Where each endpoint lives and what the tokens say, shaped like the real provider's (payments-and-integrations.md). */
export interface FlavourShape {
  /** Path prefix of the discovery document: the issuer is base + this. */
  issuerPath: string
  paths: { authorize: string; token: string; jwks: string; userinfo: string }
  /** The `iss` of a token. */
  issuer(base: string): string
  /** The issuer the discovery document announces (Microsoft's multi-tenant endpoints announce a template). */
  announcedIssuer(base: string): string
  claims(user: Required<OidcSimUser>): Record<string, unknown>
}

function googleSubject(email: string) {
  // Google's `sub` is a string of up to 21 digits.
  return (BigInt('0x' + digest(email).subarray(0, 8).toString('hex')) % 10n ** 21n)
    .toString()
    .padStart(21, '1')
}

function guid(bytes: Buffer) {
  const hex = bytes.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

export function subjectOf(flavour: OidcFlavour, email: string) {
  return flavour === 'google'
    ? googleSubject(email)
    : digest(`pairwise:${email}`).subarray(0, 32).toString('base64url')
}

export function shapeOf(flavour: OidcFlavour, tenant: string): FlavourShape {
  if (flavour === 'google') {
    return {
      issuerPath: '',
      paths: {
        authorize: '/o/oauth2/v2/auth',
        token: '/token',
        jwks: '/oauth2/v3/certs',
        userinfo: '/v1/userinfo',
      },
      issuer: (base) => base,
      announcedIssuer: (base) => base,
      claims: (user) => {
        const [given, ...family] = user.name.split(' ')
        return {
          sub: user.subject,
          email: user.email,
          email_verified: user.emailVerified,
          name: user.name,
          given_name: given,
          family_name: family.join(' ') || undefined,
        }
      },
    }
  }
  return {
    issuerPath: `/${tenant}/v2.0`,
    paths: {
      authorize: `/${tenant}/oauth2/v2.0/authorize`,
      token: `/${tenant}/oauth2/v2.0/token`,
      jwks: `/${tenant}/discovery/v2.0/keys`,
      userinfo: '/oidc/userinfo',
    },
    issuer: (base) => `${base}/${SIM_MICROSOFT_TENANT}/v2.0`,
    announcedIssuer: (base) =>
      tenant === 'common' || tenant === 'organizations'
        ? `${base}/{tenantid}/v2.0`
        : `${base}/${tenant}/v2.0`,
    claims: (user) => ({
      sub: user.subject,
      oid: guid(digest(`oid:${user.email}`)),
      tid: SIM_MICROSOFT_TENANT,
      ver: '2.0',
      email: user.email,
      preferred_username: user.email,
      name: user.name,
    }),
  }
}
