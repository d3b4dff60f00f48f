import type { PendingFieldError } from '#kernel/exceptions/app_exception'
import type { PortalTranslator } from '#core/portal/public/views/portal_texts'

/** The guest-facing wording of each refusal rule (the page's language, not the API's). */
const RULE_MESSAGES: Record<string, string> = {
  required: 'errors.required',
  email: 'errors.email',
  opt_in_required: 'errors.opt_in_required',
  terms_required: 'errors.terms_required',
  portal_password: 'errors.wrong_password',
  email_score: 'errors.email_not_validated',
  email_suggestion: 'errors.email_not_validated',
  guest_email: 'errors.guest_email_not_found',
  voucher: 'errors.voucher_invalid',
}

const CODE_MESSAGES: Record<string, string> = {
  E_PORTAL_WRONG_PASSWORD: 'errors.wrong_password',
  E_EMAIL_NOT_VALIDATED: 'errors.email_not_validated',
  E_GUEST_EMAIL_NOT_FOUND: 'errors.guest_email_not_found',
  E_VOUCHER_INVALID: 'errors.voucher_invalid',
}

/** Codes after which the page shows the form again, with the problems marked. */
export const FORM_ERROR_CODES = new Set(['E_VALIDATION_ERROR', ...Object.keys(CODE_MESSAGES)])

/** Field → message, and the banner above the form. */
export function pageErrors(t: PortalTranslator, code: string, errors: PendingFieldError[] = [], data: Record<string, unknown> = {}) {
  const suggested = typeof data.suggestion === 'string' && data.suggestion !== 'none' ? data.suggestion : null
  const fields: Record<string, string> = {}
  for (const error of errors) {
    if (fields[error.field]) continue
    let message = t(RULE_MESSAGES[error.rule] ?? 'errors.invalid')
    if (error.rule === 'email_suggestion' && suggested) message += ` ${t('errors.did_you_mean', { suggestion: suggested })}`
    fields[error.field] = message
  }
  const banner = CODE_MESSAGES[code] ? t(CODE_MESSAGES[code]) : t('errors.summary')
  const suggestion = code === 'E_EMAIL_NOT_VALIDATED' && suggested ? ` ${t('errors.did_you_mean', { suggestion: suggested })}` : ''
  // A banner that only repeats the one field's message (a wrong voucher, a wrong password) is left out: said once, beside the field.
  if (!suggestion && Object.values(fields).includes(banner)) return { fields, banner: '' }
  return { fields, banner: banner + suggestion }
}
