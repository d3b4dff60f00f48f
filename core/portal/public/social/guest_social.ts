import type Portal from '#core/portal/models/portal'
import type { PortalSettings } from '#core/portal/portal_settings'
import { providerReady, readPortalSecrets } from '#core/portal/admin/portal_secrets'
import type { SocialFlow } from '#core/auth/social/social_flow'
import { isSocialProvider, signInOrigin, type SocialProvider } from '#core/auth/social/social_providers'
import type { GuestVisit } from '#core/portal/sign_in/guest_visit'

/**
 * The social login buttons a portal shows: providers switched on in its published settings whose keys are stored.
 * Google, Microsoft, Facebook and LinkedIn, each with the venue's own OAuth client.
 */
export function guestProviders(portal: Portal, settings: PortalSettings): SocialProvider[] {
  const secrets = readPortalSecrets(portal)
  return settings.loginProviders.filter(isSocialProvider).filter((provider) => providerReady(secrets, provider))
}

/** A guest's round trip uses the venue's own OAuth client (the portal's keys), accepting any account of the provider. */
export function guestFlow(provider: SocialProvider, portal: Portal): SocialFlow {
  const keys = readPortalSecrets(portal).providers?.[provider]
  return {
    provider,
    audience: 'guest',
    client: { clientId: keys?.clientId ?? '', clientSecret: keys?.clientSecret ?? '' },
    callbackPath: `/guest/social/${provider}/callback`,
    cookiePrefix: `guest_${provider}`,
  }
}

/** The provider's sign-in origin, allowed as the target of the page's form (its redirect goes there). */
export const providerOrigin = (provider: SocialProvider) => signInOrigin(provider)

/** What the page's form said, kept in an encrypted cookie during the round trip; the provider adds e-mail and name. */
export interface GuestSocialContext {
  portal: string
  provider: SocialProvider
  lang: string
  visit: GuestVisit
  optIn: boolean
  terms: boolean
  phone: string | null
  password: string | null
  sample: boolean
  /** The page the guest came on (the form's `back`), for the language links if the page must be shown again. */
  back?: string | null
}

export const CONTEXT_COOKIE = 'guest_social'
