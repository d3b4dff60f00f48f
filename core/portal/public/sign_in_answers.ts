import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { AppException } from '#kernel/exceptions/app_exception'
import { isPublicLanguage, type PublicLanguage } from '#core/public_pages/public_language'
import type { VisitedPortal } from '#core/portal/public/find_visited_portal'
import { sendPortalMessage } from '#core/portal/public/portal_page_context'
import { FORM_ERROR_CODES, pageErrors } from '#core/portal/public/sign_in_page_errors'
import { portalTranslator } from '#core/portal/public/views/portal_texts'
import type { SignInResult } from '#core/portal/sign_in/actions/sign_in_guest'
import { rememberGuest } from '#core/portal/sign_in/services/returning_guest_cookie'

/** Seconds to wait when `error` is a 429, else null. */
export function tooMany(error: unknown): number | null {
  return error instanceof AppException && error.status === 429 ? Number(error.data?.seconds ?? 60) : null
}

/** Where the guest goes after a sign-in: the landing URL, the device handoff, or the "connecting" page. */
export function signInOutcome(ctx: HttpContext, visited: VisitedPortal, result: SignInResult) {
  const lang = isPublicLanguage(result.language) ? result.language : 'en'
  if (result.guestKey) rememberGuest(ctx, visited.portal.publicId, result.guestKey)
  if (result.status === 'sample') return sendPortalMessage(ctx, visited, { kind: 'sample_done', lang, landingUrl: result.landingUrl })
  if (result.browserLogin) return sendPortalMessage(ctx, visited, { kind: 'handoff', lang, deviceLogin: result.browserLogin }, 200, [new URL(result.browserLogin.action).origin])
  if (result.status === 'authorized') return ctx.response.redirect().status(303).toPath(result.landingUrl)
  return ctx.response.redirect().status(303).toPath(`/guest/connecting/${result.token}`)
}

/** The page again with the problems marked (`again`), or the message page a refusal calls for; anything else is thrown. */
export function refusedSignIn(ctx: HttpContext, visited: VisitedPortal, lang: PublicLanguage, error: unknown, again: (status: number, errors: Record<string, string>, message: string) => unknown) {
  const t = portalTranslator(lang)
  if (error instanceof vineErrors.E_VALIDATION_ERROR) {
    const { fields, banner } = pageErrors(t, 'E_VALIDATION_ERROR', error.messages)
    return again(422, fields, banner)
  }
  if (!(error instanceof AppException)) throw error
  const seconds = tooMany(error)
  if (seconds !== null) {
    ctx.response.header('retry-after', String(seconds))
    return sendPortalMessage(ctx, visited, { kind: 'too_many', seconds, lang }, 429)
  }
  if (FORM_ERROR_CODES.has(error.code!)) {
    const { fields, banner } = pageErrors(t, error.code!, error.errors, error.data)
    return again(error.status, fields, banner)
  }
  if (error.code === 'E_GUEST_BLOCKED') return sendPortalMessage(ctx, visited, { kind: 'blocked', lang }, 403)
  if (error.code === 'E_PORTAL_OFFLINE') return again(409, {}, '')
  if (error.code === 'E_PORTAL_NOT_AVAILABLE') return sendPortalMessage(ctx, visited, { kind: 'not_available', lang }, 404)
  throw error
}
