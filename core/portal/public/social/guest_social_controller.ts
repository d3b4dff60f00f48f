import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { AppException } from '#kernel/exceptions/app_exception'
import type { PublicLanguage } from '#core/public_pages/public_language'
import { finishSocialFlow, startSocialFlow, type SocialIdentity } from '#core/auth/social/social_flow'
import { findVisitedPortal, type VisitedPortal } from '#core/portal/public/find_visited_portal'
import { languageUrlFromBack, pageLanguage, sendPortalMessage, sendPortalPage } from '#core/portal/public/portal_page_context'
import { refusedSignIn, signInOutcome } from '#core/portal/public/sign_in_answers'
import { deviceLimit } from '#core/portal/public/controllers/guest_portal_pages_controller'
import { portalTranslator } from '#core/portal/public/views/portal_texts'
import { signInGuest } from '#core/portal/sign_in/actions/sign_in_guest'
import { visitOf, type GuestVisit } from '#core/portal/sign_in/guest_visit'
import { entryVisitValidator } from '#core/portal/sign_in/validators/sign_in_validator'
import { landingUrl } from '#core/portal/sign_in/services/landing_url'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { readGuestKey } from '#core/portal/sign_in/services/returning_guest_cookie'
import { CONTEXT_COOKIE, guestFlow, guestProviders, type GuestSocialContext } from '#core/portal/public/social/guest_social'

const PUBLIC_ID = /^[A-Za-z0-9_-]{10,32}$/
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : null)

/**
 * A guest signs in with Google or Microsoft (issue 12): the page's form posts here with the provider's button, the
 * provider sends the browser back to the callback, and the guest is signed in through the same sign-in action as the
 * form, with the e-mail and name of the verified ID token.
 */
export default class GuestSocialController {
  async start(ctx: HttpContext) {
    const body = ctx.request.body()
    const publicId = typeof body.portal === 'string' && PUBLIC_ID.test(body.portal) ? body.portal : null
    const visited = publicId ? await findVisitedPortal({ publicId }) : null
    if (!visited?.portal.published) return sendPortalMessage(ctx, visited, { kind: 'not_available' }, 404)
    const settings = withPortalDefaults(visited.portal.published)
    const lang = pageLanguage(ctx, settings, body.language)
    const provider = guestProviders(visited.portal, settings).find((name) => name === body.provider)
    let visit: GuestVisit
    try {
      if (!provider) throw new AppException(400, 'E_INVALID_PUBLIC_ID')
      visit = visitOf((await entryVisitValidator.validate(body)) as GuestVisit)
      await deviceLimit(visit.mac)
    } catch (error) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR || (error instanceof AppException && error.status === 400)) return sendPortalMessage(ctx, visited, { kind: 'invalid_link', lang }, 400)
      return refusedSignIn(ctx, visited, lang, error, () => sendPortalMessage(ctx, visited, { kind: 'invalid_link', lang }, 400))
    }
    const context: GuestSocialContext = {
      portal: visited.portal.publicId,
      provider,
      lang,
      visit,
      optIn: body.optIn === 'true' || body.optIn === 'on',
      terms: body.terms === 'true' || body.terms === 'on',
      phone: text(body.phone),
      password: text(body.password),
      sample: body.sample === '1',
      back: typeof body.back === 'string' && body.back.length <= 1000 ? body.back : null,
    }
    ctx.response.encryptedCookie(CONTEXT_COOKIE, context, { httpOnly: true, sameSite: 'lax', maxAge: '15m' })
    try {
      const url = await startSocialFlow(ctx, guestFlow(provider, visited.portal))
      // ally's own redirect set its status for good; this answer is a 303 (see other: GET the provider's page).
      ctx.response.status(303)
      return ctx.response.redirect().toPath(url)
    } catch (error) {
      return this.#again(ctx, visited, context, null, error)
    }
  }

  async callback(ctx: HttpContext) {
    const context = ctx.request.encryptedCookie(CONTEXT_COOKIE) as GuestSocialContext | null
    ctx.response.clearCookie(CONTEXT_COOKIE)
    const visited = context && context.provider === ctx.params.provider ? await findVisitedPortal({ publicId: context.portal }) : null
    if (!context || !visited?.portal.published) return sendPortalMessage(ctx, visited, { kind: 'invalid_link' }, 400)
    let identity: SocialIdentity | null = null
    try {
      identity = await finishSocialFlow(ctx, guestFlow(context.provider, visited.portal))
      await deviceLimit(context.visit.mac)
      const guest = { email: identity.email, firstname: identity.firstname, lastname: identity.lastname, phone: context.phone, optIn: context.optIn, terms: context.terms, password: context.password, language: context.lang }
      const result = await signInGuest(visited.portal, visited.location, { mode: 'form', visit: context.visit, guest, userAgent: ctx.request.header('user-agent') ?? null, requestIp: ctx.request.ip(), sample: context.sample, guestKey: readGuestKey(ctx, visited.portal.publicId), controller: visited.controller })
      return signInOutcome(ctx, visited, result)
    } catch (error) {
      return this.#again(ctx, visited, context, identity, error)
    }
  }

  /** The portal's page again, with what went wrong: the provider's refusal, or the form's problems. */
  #again(ctx: HttpContext, visited: VisitedPortal, context: GuestSocialContext, identity: SocialIdentity | null, error: unknown) {
    const lang = pageLanguage(ctx, withPortalDefaults(visited.portal.published), context.lang)
    const values = { mode: 'form', email: identity?.email, firstname: identity?.firstname, lastname: identity?.lastname, phone: context.phone, optIn: context.optIn, terms: context.terms }
    const again = (status: number, errors: Record<string, string>, message: string) =>
      sendPortalPage(ctx, visited, { lang, visit: context.visit, languageUrl: languageUrlFromBack(context.back), values, errors, message, sample: context.sample }, status, landingUrl(withPortalDefaults(visited.portal.published), lang as PublicLanguage, visited.portal.publicId))
    if (error instanceof AppException && error.code === 'E_SOCIAL_LOGIN_FAILED') return again(400, {}, portalTranslator(lang)('errors.social_failed', error.data))
    return refusedSignIn(ctx, visited, lang, error, again)
  }
}
