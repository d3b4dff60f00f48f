import i18nManager from '@adonisjs/i18n/services/main'
import type { HttpContext } from '@adonisjs/core/http'

export const PUBLIC_LANGUAGES = ['nl', 'en', 'fr', 'de'] as const
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number]

export function isPublicLanguage(value: unknown): value is PublicLanguage {
  return typeof value === 'string' && (PUBLIC_LANGUAGES as readonly string[]).includes(value)
}

/**
 * The visitor's language on a public page: `?lang=` when it names one of ours (the page's language links), else
 * the browser's Accept-Language, else the venue's own language (`fallback`), else English.
 */
export function publicLanguage(ctx: HttpContext, fallback?: string | null): PublicLanguage {
  const asked = ctx.request.qs().lang
  if (isPublicLanguage(asked)) return asked
  const accepted = i18nManager.getSupportedLocaleFor(ctx.request.languages())
  if (isPublicLanguage(accepted) && ctx.request.header('accept-language')) return accepted
  return isPublicLanguage(fallback) ? fallback : 'en'
}

/** Messages without values, per language: formatting one through ICU costs more than the page's queries. */
const plainMessages = new Map<string, string>()

/** A translator for the `public` messages (resources/lang/<lang>/public.json) in one language. */
export function publicTranslator(language: PublicLanguage) {
  const i18n = i18nManager.locale(language)
  return (key: string, data?: Record<string, unknown>) => {
    if (data) return i18n.t(`public.${key}`, data as any)
    const cacheKey = `${language}:${key}`
    let text = plainMessages.get(cacheKey)
    if (text === undefined) plainMessages.set(cacheKey, (text = i18n.t(`public.${key}`)))
    return text
  }
}
export type PublicTranslator = ReturnType<typeof publicTranslator>
