import type Portal from '#core/portal/models/portal'
import {
  GUEST_FIELDS,
  PORTAL_LANGUAGES,
  type PortalLanguage,
  type PortalSettings,
} from '#core/portal/portal_settings'
import { emailSyntaxOk, scoreEmail } from '#core/portal/sign_in/email_score'
import {
  assertPortalPassword,
  type PasswordGuesser,
} from '#core/portal/sign_in/services/portal_password_throttle'
import { AppException, type PendingFieldError } from '#kernel/exceptions/app_exception'
import type { KnownGuest } from '#core/portal/sign_in/queries/known_guest'

/** The form (fields the portal asks), a returning guest's address alone, or a voucher code instead of the form. */
export type SignInMode = 'form' | 'returning' | 'voucher'

export interface GuestInput {
  language?: string | null
  email?: string | null
  firstname?: string | null
  lastname?: string | null
  phone?: string | null
  optIn?: boolean | null
  terms?: boolean | null
  password?: string | null
  voucher?: string | null
}

export interface CheckedGuest {
  language: PortalLanguage
  email: string | null
  firstname: string | null
  lastname: string | null
  phone: string | null
  optIn: boolean
  emailScore: number | null
  emailChecks: Record<string, unknown> | null
}

/**
 * The guest's input against the published settings, in the order the guest can fix it: the portal password (spec
 * §8 "wrong password"), then every field error at once (required fields, e-mail syntax, forced opt-in, terms), then
 * the e-mail score on strict portals (spec §8 "e-mail not validated", with "did you mean …"). A field the portal does
 * not ask is ignored, whatever was sent. A returning guest (`known`: by the portal's cookie, or by the address typed)
 * is not asked again for what they gave before: a field already stored, the terms once accepted, the opt-in once
 * given, the e-mail score of an address already taken.
 */
export async function checkGuestInput(
  portal: Portal,
  settings: PortalSettings,
  mode: SignInMode,
  input: GuestInput,
  guesser: PasswordGuesser,
  known: KnownGuest | null = null
): Promise<CheckedGuest> {
  const language = (PORTAL_LANGUAGES as readonly string[]).includes(input.language ?? '')
    ? (input.language as PortalLanguage)
    : settings.defaultLanguage
  if (mode === 'voucher') {
    if (!settings.vouchersEnabled)
      throw new AppException(422, 'E_VOUCHER_INVALID', {
        errors: [{ field: 'voucher', rule: 'voucher' }],
      })
    return {
      language,
      email: null,
      firstname: null,
      lastname: null,
      phone: null,
      optIn: false,
      emailScore: null,
      emailChecks: null,
    }
  }
  if (settings.passwordRequired) await assertPortalPassword(portal, input.password, guesser)

  const errors: PendingFieldError[] = []
  const asked = (field: (typeof GUEST_FIELDS)[number]) =>
    mode === 'returning' ? field === 'email' : settings.fields[field] !== 'off'
  const value = (field: (typeof GUEST_FIELDS)[number]) =>
    asked(field) ? input[field]?.trim() || null : null
  const guest: CheckedGuest = {
    language,
    email: value('email'),
    firstname: value('firstname'),
    lastname: value('lastname'),
    phone: value('phone'),
    optIn: input.optIn === true,
    emailScore: null,
    emailChecks: null,
  }
  // Recognised by the cookie alone: the guest's address is the one we have (if any).
  if (!guest.email && known?.email) guest.email = known.email
  for (const field of GUEST_FIELDS) {
    const required =
      mode === 'returning' ? field === 'email' && !known : settings.fields[field] === 'required'
    if (required && !guest[field] && !known?.[field]) errors.push({ field, rule: 'required' })
  }
  if (guest.email && !emailSyntaxOk(guest.email)) errors.push({ field: 'email', rule: 'email' })
  if (mode === 'form') {
    if (settings.forceOptIn && !guest.optIn && !known?.optedIn)
      errors.push({ field: 'optIn', rule: 'opt_in_required' })
    if (input.terms !== true && !known?.termsAccepted)
      errors.push({ field: 'terms', rule: 'terms_required' })
  }
  if (errors.length) throw new AppException(422, 'E_VALIDATION_ERROR', { errors })

  if (settings.strictEmail && guest.email && mode === 'form' && !known?.email) {
    const score = await scoreEmail(guest.email)
    guest.emailScore = score.score
    guest.emailChecks = { ...score.checks, suggestion: score.suggestion }
    if (score.score < 100) {
      throw new AppException(422, 'E_EMAIL_NOT_VALIDATED', {
        // 'none' picks the message without "did you mean" (errors.json, an ICU select).
        data: { suggestion: score.suggestion ?? 'none' },
        errors: [{ field: 'email', rule: score.suggestion ? 'email_suggestion' : 'email_score' }],
      })
    }
  }
  return guest
}
