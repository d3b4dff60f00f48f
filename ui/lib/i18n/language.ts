import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/config/constants'

const STORAGE_KEY = 'airdeck.lang'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Before sign-in: the visitor's own choice on this device, else the browser's languages, else English (spec §9). */
export function languageBeforeSignIn(): Language {
  return storedLanguage() ?? browserLanguage() ?? DEFAULT_LANGUAGE
}

function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isLanguage(stored) ? stored : null
  } catch {
    return null
  }
}

/** The first of the browser's preferred languages that we speak, by its primary subtag (`nl-BE` → nl). */
export function browserLanguage(
  preferred: readonly string[] = navigatorLanguages()
): Language | null {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase()
    if (isLanguage(primary)) return primary
  }
  return null
}

function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length
    ? navigator.languages
    : navigator.language
      ? [navigator.language]
      : []
}

export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this visit.
  }
}

export const languageNames: Record<Language, string> = {
  nl: 'Nederlands',
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
}
