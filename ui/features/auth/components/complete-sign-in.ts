import { changeLanguage } from '@/lib/i18n/i18n'
import { isLanguage, rememberLanguage } from '@/lib/i18n/language'
import type { SelfRecord } from '@/lib/session/self-record'
import { sessionStore } from '@/lib/session/session-store'

/**
 * Switches to the user's language (and keeps it for this device's login page), then stores the session;
 * the route guard then leaves /auth.
 */
export async function completeSignIn(self: SelfRecord) {
  if (isLanguage(self.lang)) {
    await changeLanguage(self.lang)
    rememberLanguage(self.lang)
  }
  sessionStore.signIn(self)
}
