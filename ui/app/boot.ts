import { changeLanguage, initI18n } from '@/lib/i18n/i18n'
import { isLanguage, languageBeforeSignIn } from '@/lib/i18n/language'
import { fetchBrandConfig } from '@/lib/brand/brand-api'
import { checkMaintenance } from '@/lib/health/maintenance'
import { resumeSession } from '@/lib/session/session-api'
import { sessionStore } from '@/lib/session/session-store'

/** Loads what the first screen needs, in parallel: translations, session, brand and the maintenance flag. */
export async function boot() {
  const [, self, brand] = await Promise.all([
    initI18n(languageBeforeSignIn()),
    resumeSession().catch(() => null),
    fetchBrandConfig(window.location.hostname),
    checkMaintenance(),
  ])
  sessionStore.setState({ brand })
  if (self && isLanguage(self.lang)) await changeLanguage(self.lang)
}
