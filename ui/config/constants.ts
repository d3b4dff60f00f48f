/** Business constants of spec §9 that the web app relies on. */
export const API_BASE_PATH = '/rest'

export const LANGUAGES = ['nl', 'en', 'fr', 'de'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export const TOAST_DURATION_MS = 5000
export const SLOW_LOADING_AFTER_MS = 5000
export const CHUNK_LOAD_TIMEOUT_MS = 120_000
export const COOKIE_CONSENT_DAYS = 365
export const AUTH_REDIRECT_UNLOCK_MS = 100
export const BRAND_INVERTED_TINT = 0.8
export const DEFAULT_LOCATION_PLAN = 1

/** First host labels that never name a brand (spec §7 GET /init/{brand}). */
export const NON_BRAND_HOST_LABELS = ['dash', 'portal', 'public', 'demo', 'captive']
/** First host labels on which only public routes may be opened (spec §2). */
export const PUBLIC_ONLY_HOST_LABELS = ['portal', 'status']
