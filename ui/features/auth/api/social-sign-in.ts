import useSWR from 'swr'
import { api } from '@/lib/api/api-client'
import type { SelfRecord } from '@/lib/session/self-record'

export type SocialProvider = 'google' | 'microsoft' | 'facebook' | 'linkedin'

export const socialProvidersKey = '/auth/social/providers'

/** The providers this installation offers (both keys configured, or the demo's simulators). */
export function useSocialProviders() {
  return useSWR<{ providers: SocialProvider[] }>(socialProvidersKey, () =>
    api.get<{ providers: SocialProvider[] }>(socialProvidersKey)
  )
}

/** `POST /rest/auth/{provider}`: the provider's sign-in page, where the browser goes next. */
export function startSocialSignIn(provider: SocialProvider) {
  return api.post<{ redirectUrl: string }>(`/auth/${provider}`, {})
}

/** After the provider sent the browser back, the server has opened the session: the self record completes it. */
export const getSelf = () => api.get<SelfRecord>('/self')
