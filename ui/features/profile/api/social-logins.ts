import useSWR from 'swr'
import { api } from '@/lib/api/api-client'

export type SocialProvider = 'google' | 'microsoft' | 'facebook' | 'linkedin'

export interface SocialLogins {
  data: Array<{
    provider: SocialProvider
    email: string | null
    createdAt: string
    lastUsedAt: string | null
  }>
  available: SocialProvider[]
}

export const socialLoginsKey = '/self/social'

export function useSocialLogins() {
  return useSWR<SocialLogins>(socialLoginsKey, () => api.get<SocialLogins>(socialLoginsKey))
}

/** `POST /rest/self/social/{provider}`: the provider's page; it sends the browser back to the profile. */
export const startAttach = (provider: SocialProvider) =>
  api.post<{ redirectUrl: string }>(`/self/social/${provider}`, {})

/** Needs a recent password confirmation (the API client asks for it on 423 and retries). */
export const detach = (provider: SocialProvider) => api.delete<void>(`/self/social/${provider}`)
