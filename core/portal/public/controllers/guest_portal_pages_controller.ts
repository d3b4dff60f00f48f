import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { enforceKeyedLimit } from '#kernel/http/contract/rate_limit'
import { entryVisit, portalParam, type EntryShape } from '#core/portal/public/entry_visits'
import { findVisitedPortal, type VisitedPortal } from '#core/portal/public/find_visited_portal'
import { languageUrlFromBack, languageUrlOf, pageLanguage, sendPortalMessage, sendPortalPage } from '#core/portal/public/portal_page_context'
import { refusedSignIn, signInOutcome, tooMany } from '#core/portal/public/sign_in_answers'
import { signInGuest } from '#core/portal/sign_in/actions/sign_in_guest'
import type { GuestVisit } from '#core/portal/sign_in/guest_visit'
import { visitOf } from '#core/portal/sign_in/guest_visit'
import { entryVisitValidator, guestFormValidator } from '#core/portal/sign_in/validators/sign_in_validator'
import { landingUrl } from '#core/portal/sign_in/services/landing_url'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { SAMPLE_VISIT } from '#core/portal/public/sample_visit'
import { forgetGuest, readGuestKey } from '#core/portal/sign_in/services/returning_guest_cookie'
import { guestByKey } from '#core/portal/sign_in/queries/known_guest'
import { takePrefetchedStamp } from '#core/portal/public/cache/sign_in_portal_cache'

/** The device's MAC is the guest's own rate-limit key: the venue's guests all share its public IP. */
export const deviceLimit = (mac: string) => enforceKeyedLimit('guestPortal', `mac:${mac}`)

/**
 * The public portal pages (no JavaScript needed): the controllers' redirect targets, the sample page, the form post,
 * and the "we are connecting you" page of a pending sign-in.
 */
export default class GuestPortalPagesController {
  siteEntry = (ctx: HttpContext) => this.#entry(ctx, 'site-path')
  queryEntry = (ctx: HttpContext) => this.#entry(ctx, 'query')
  browserEntry = (ctx: HttpContext) => this.#entry(ctx, 'browser-post')

  /** `/peplinkportaltest?portal=<public id>`: the page with made-up device details; signing in there stores nothing. */
  async sample(ctx: HttpContext) {
    const publicId = portalParam(ctx)
    const visited = publicId ? await findVisitedPortal({ publicId }) : null
    if (!visited?.portal.published) return sendPortalMessage(ctx, visited, { kind: 'not_available' }, 404)
    return this.#page(ctx, visited, SAMPLE_VISIT, { sample: true })
  }

  async #entry(ctx: HttpContext, shape: EntryShape) {
    const visit = await entryVisit(ctx, shape)
    if (!visit) return sendPortalMessage(ctx, null, { kind: 'invalid_link' }, 400)
    try {
      await deviceLimit(visit.mac)
    } catch (error) {
      const seconds = tooMany(error)
      if (seconds === null) throw error
      ctx.response.header('retry-after', String(seconds))
      return sendPortalMessage(ctx, null, { kind: 'too_many', seconds }, 429)
    }
    const visited = await findVisitedPortal({ publicId: portalParam(ctx), site: visit.site, deviceMac: visit.apMac ?? visit.gatewayMac })
    if (!visited?.portal.published) return sendPortalMessage(ctx, visited, { kind: 'not_available' }, 404)
    return this.#page(ctx, visited, visit, {})
  }

  async #page(ctx: HttpContext, visited: VisitedPortal, visit: GuestVisit, extra: { sample?: boolean }) {
    const settings = withPortalDefaults(visited.portal.published)
    const lang = pageLanguage(ctx, settings)
    const welcomeBack = await this.#recognised(ctx, visited)
    return sendPortalPage(ctx, visited, { lang, visit, languageUrl: languageUrlOf(ctx), welcomeBack, ...extra }, 200, landingUrl(settings, lang, visited.portal.publicId))
  }

  /** A returning guest whose cookie still names someone gets the one-tap form; a cookie naming nobody is cleared. */
  async #recognised(ctx: HttpContext, visited: VisitedPortal) {
    const key = readGuestKey(ctx, visited.portal.publicId)
    if (!key) return false
    const known = await guestByKey(visited.portal.id, key)
    if (!known) forgetGuest(ctx, visited.portal.publicId)
    return Boolean(known && !known.blocked)
  }

  /** POST /guest/connect: the form, returning-guest and voucher forms of the page, through the same sign-in action. */
  async connect(ctx: HttpContext) {
    const body = ctx.request.body()
    const publicId = typeof body.portal === 'string' ? body.portal : ''
    const visited = /^[A-Za-z0-9_-]{10,32}$/.test(publicId) ? await findVisitedPortal({ publicId, stamp: takePrefetchedStamp(ctx) }) : null
    if (!visited?.portal.published) return sendPortalMessage(ctx, visited, { kind: 'not_available' }, 404)
    const settings = withPortalDefaults(visited.portal.published)
    const lang = pageLanguage(ctx, settings, body.language)
    let visit: GuestVisit
    try {
      visit = visitOf((await entryVisitValidator.validate(body)) as GuestVisit)
    } catch (error) {
      if (error instanceof vineErrors.E_VALIDATION_ERROR) return sendPortalMessage(ctx, visited, { kind: 'invalid_link', lang }, 400)
      throw error
    }
    const mode = body.mode === 'returning' || body.mode === 'voucher' ? body.mode : 'form'
    const values = { ...body, mode, optIn: body.optIn === 'true' || body.optIn === 'on', terms: body.terms === 'true' || body.terms === 'on' }
    const again = (status: number, errors: Record<string, string>, message: string) =>
      sendPortalPage(ctx, visited, { lang, visit, languageUrl: languageUrlFromBack(body.back), values, errors, message, sample: body.sample === '1' }, status, landingUrl(settings, lang, visited.portal.publicId))
    try {
      const input = await guestFormValidator.validate(body)
      const admitted = deviceLimit(visit.mac)
      const result = await signInGuest(visited.portal, visited.location, { mode, visit, guest: { ...input, language: lang }, userAgent: ctx.request.header('user-agent') ?? null, requestIp: ctx.request.ip(), sample: input.sample === true, guestKey: readGuestKey(ctx, visited.portal.publicId), controller: visited.controller, admitted })
      return signInOutcome(ctx, visited, result)
    } catch (error) {
      return refusedSignIn(ctx, visited, lang, error, again)
    }
  }

}
