import { createHash } from 'node:crypto'
import { FACEBOOK_PATHS } from '#core/auth/social/facebook_graph'

/** One person the simulated Facebook or LinkedIn knows. */
export interface OauthSimUser {
  email: string
  name: string
  /** Default: derived from the e-mail, stable across runs. */
  subject?: string
}

export type OauthFlavour = 'facebook' | 'linkedin'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Facebook's app-scoped user id: a string of 15 to 17 digits. */
function facebookId(email: string) {
  return (BigInt('0x' + digest(`fb:${email}`).subarray(0, 8).toString('hex')) % 10n ** 16n)
    .toString()
    .padStart(16, '1')
}

/** LinkedIn's OpenID `sub`: a short opaque member id (letters, digits, `-`, `_`). */
const linkedinSubject = (email: string) =>
  digest(`li:${email}`).subarray(0, 8).toString('base64url')

export const subjectOf = (flavour: OauthFlavour, email: string) =>
  flavour === 'facebook' ? facebookId(email) : linkedinSubject(email)

const splitName = (name: string) => {
  const [given, ...rest] = name.trim().split(/\s+/)
  return { given: given ?? '', family: rest.join(' ') }
}

/**
 * Where each endpoint lives and what the profile answer says, as the real services publish them: Facebook Login
 * (Graph API FACEBOOK_GRAPH_VERSION, the version our client calls: `www.facebook.com/v26.0/dialog/oauth`,
 * `graph.facebook.com/v26.0/oauth/access_token`, `graph.facebook.com/v26.0/me?fields=…`) and Sign In with LinkedIn
 * using OpenID Connect (`www.linkedin.com/oauth/v2/authorization`, `…/oauth/v2/accessToken`, `api.linkedin.com/v2/userinfo`).
 * The simulator serves every path on one origin.
 */
export const FLAVOURS = {
  facebook: {
    label: 'Facebook',
    paths: FACEBOOK_PATHS,
    /** Facebook redirects a person who cancels with these (plus `state`). */
    denied: {
      error: 'access_denied',
      error_code: '200',
      error_description: 'Permissions error',
      error_reason: 'user_denied',
    },
    /** Facebook's default token lifetime for a web login: about 60 days. */
    tokenSeconds: 5_183_944,
    profile(user: Required<OauthSimUser>, fields: string[]) {
      const { given, family } = splitName(user.name)
      const all: Record<string, unknown> = {
        id: user.subject,
        name: user.name,
        first_name: given,
        last_name: family,
        email: user.email,
        picture: {
          data: {
            height: 400,
            width: 400,
            is_silhouette: true,
            url: 'https://graph.facebook.invalid/picture.jpg',
          },
        },
      }
      // Graph answers the fields asked for (`picture.width(400)…` names `picture`), and always the id.
      const names = new Set(['id', ...fields.map((field) => field.split('.')[0])])
      return Object.fromEntries(Object.entries(all).filter(([name]) => names.has(name)))
    },
  },
  linkedin: {
    label: 'LinkedIn',
    paths: {
      authorize: '/oauth/v2/authorization',
      token: '/oauth/v2/accessToken',
      userinfo: '/v2/userinfo',
    },
    denied: {
      error: 'user_cancelled_login',
      error_description: 'The user cancelled LinkedIn login',
    },
    tokenSeconds: 5_184_000,
    profile(user: Required<OauthSimUser>) {
      const { given, family } = splitName(user.name)
      return {
        sub: user.subject,
        email_verified: true,
        name: user.name,
        locale: { country: 'BE', language: 'nl' },
        given_name: given,
        family_name: family,
        email: user.email,
        picture: 'https://media.licdn.invalid/dms/image/profile.jpg',
      }
    },
  },
} as const
