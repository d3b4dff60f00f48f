import { AppException } from '#kernel/exceptions/app_exception'
import {
  accountClient,
  isSocialProvider,
  type SocialProvider,
} from '#core/auth/social/social_providers'
import type { SocialFlow } from '#core/auth/social/social_flow'

/** A provider named by the path, configured for accounts; anything else is a 404 (nothing to sign in with). */
export function configuredProvider(value: unknown): SocialProvider {
  if (!isSocialProvider(value) || !accountClient(value))
    throw new AppException(404, 'E_SOCIAL_PROVIDER_NOT_CONFIGURED')
  return value
}

/** Sign in: the provider sends the browser back to `/auth/{provider}/callback` (spec §2). */
export function signInFlow(provider: SocialProvider): SocialFlow {
  return {
    provider,
    audience: 'account',
    client: accountClient(provider)!,
    callbackPath: `/auth/${provider}/callback`,
    cookiePrefix: `social_${provider}`,
  }
}

/** Attach from the profile: back to `/account/profile/{provider}/callback` (spec §2). */
export function attachFlow(provider: SocialProvider): SocialFlow {
  return {
    provider,
    audience: 'account',
    client: accountClient(provider)!,
    callbackPath: `/account/profile/${provider}/callback`,
    cookiePrefix: `social_attach_${provider}`,
  }
}
