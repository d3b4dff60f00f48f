import { COOKIE_CONSENT_DAYS } from '@/config/constants'
import { readCookie, writeCookie } from '@/lib/cookies'

export const CONSENT_COOKIE = 'airdeck_consent'

export interface Consent {
  necessary: true
  analytics: boolean
  marketing: boolean
  personalisation: boolean
}

export type OptionalCategory = Exclude<keyof Consent, 'necessary'>
export const OPTIONAL_CATEGORIES: OptionalCategory[] = ['analytics', 'marketing', 'personalisation']

export function readConsent(): Consent | null {
  const raw = readCookie(CONSENT_COOKIE)
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as Partial<Consent>
    return {
      necessary: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
      personalisation: parsed.personalisation === true,
    }
  } catch {
    return null
  }
}

/** The choice is remembered for 365 days (spec §9). */
export function saveConsent(choice: Omit<Consent, 'necessary'>) {
  writeCookie(CONSENT_COOKIE, JSON.stringify({ necessary: true, ...choice }), COOKIE_CONSENT_DAYS)
}
