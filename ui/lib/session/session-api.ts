import { api } from '@/lib/api/api-client'
import { isApiError } from '@/lib/api/api-error'
import type { SelfRecord } from './self-record'
import { mayHaveSession } from './session-hint'
import { sessionStore } from './session-store'

export const selfKey = '/self'

/** The signed-in user, or null when signed out (a 401 here is the normal signed-out answer). */
export async function fetchSelf(): Promise<SelfRecord | null> {
  try {
    return await api.get<SelfRecord>(selfKey, { expect: [401, 419] })
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 419)) return null
    throw error
  }
}

/** The signed-in user after a page load; asks the server only when this browser may hold a session. */
export async function resumeSession(): Promise<SelfRecord | null> {
  if (mayHaveSession()) return refreshSession()
  sessionStore.reset()
  return null
}

export async function refreshSession(): Promise<SelfRecord | null> {
  const self = await fetchSelf()
  if (self) sessionStore.signIn(self)
  else sessionStore.reset()
  return self
}

export async function signOut(): Promise<void> {
  try {
    await api.post(`/auth/logout`, undefined, { expect: [401, 419] })
  } finally {
    sessionStore.reset()
  }
}

/** Stores the signed-in user's interface language on the server. */
export async function saveLanguage(lang: string): Promise<void> {
  const self = await api.put<SelfRecord>(selfKey, { lang })
  sessionStore.signIn(self)
}

/** `DELETE /rest/impersonate`: the admin stops acting as another user and is back in their own account. */
export async function stopImpersonating(): Promise<SelfRecord | null> {
  await api.delete(`/impersonate`)
  return refreshSession()
}
