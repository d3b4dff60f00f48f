import i18nManager from '@adonisjs/i18n/services/main'
import type { PublicLanguage } from '#core/public_pages/public_language'

/** A translator for the guest portal's own words (resources/lang/<lang>/guest_portal.json) in one language. */
export function portalTranslator(language: PublicLanguage) {
  const i18n = i18nManager.locale(language)
  return (key: string, data?: Record<string, unknown>) => i18n.t(`guest_portal.${key}`, data as any)
}
export type PortalTranslator = ReturnType<typeof portalTranslator>
