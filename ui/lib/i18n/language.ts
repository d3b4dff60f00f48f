import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/config/constants'

const STORAGE_KEY = 'airdeck.lang'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** Before sign-in: the visitor's own choice on this device, else English (spec §9). */
export function languageBeforeSignIn(): Language {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
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
