import type { HttpContext } from '@adonisjs/core/http'
import { AppException } from '#kernel/exceptions/app_exception'
import { findVisitedPortal } from '#core/portal/public/find_visited_portal'
import { publicPortalView } from '#core/portal/public/public_portal_view'
import { deviceLimit } from '#core/portal/public/controllers/guest_portal_pages_controller'
import { signInGuest, type SignInResult } from '#core/portal/sign_in/actions/sign_in_guest'
import { visitOf, type GuestVisit } from '#core/portal/sign_in/guest_visit'
import { signInByToken, signInView } from '#core/portal/sign_in/queries/sign_in_by_token'
import { authorizeValidator, returningGuestValidator } from '#core/portal/sign_in/validators/sign_in_validator'
import { readGuestKey, rememberGuest } from '#core/portal/sign_in/services/returning_guest_cookie'

async function publishedPortal(publicId: unknown) {
  const visited = typeof publicId === 'string' ? await findVisitedPortal({ publicId }) : null
  if (!visited) throw new AppException(404, 'E_INVALID_PUBLIC_ID')
  if (!visited.portal.published) throw new AppException(404, 'E_PORTAL_NOT_AVAILABLE')
  return visited
}

function signInAnswer(ctx: HttpContext, publicId: string, result: SignInResult) {
  if (result.guestKey) rememberGuest(ctx, publicId, result.guestKey)
  ctx.response.status(201)
  return {
    token: result.token!,
    status: result.status,
    language: result.language,
    redirectUrl: result.status === 'authorized' ? result.landingUrl : null,
    statusUrl: `/guest/connecting/${result.token}`,
    browserLogin: result.browserLogin,
  }
}

/** The portal's public JSON API (spec §7 Public): the published design, sign-ins, and a sign-in's status. */
export default class PublicPortalController {
  async show(ctx: HttpContext) {
    const { portal, location } = await publishedPortal(ctx.params.id)
    ctx.response.header('cache-control', 'no-store')
    return publicPortalView(portal, location)
  }

  async authorize(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(authorizeValidator)
    await deviceLimit(input.mac)
    const { portal, location, controller } = await publishedPortal(ctx.params.id)
    const mode = input.voucher ? 'voucher' : 'form'
    const result = await signInGuest(portal, location, { controller, mode, visit: visitOf(input as GuestVisit), guest: input, userAgent: ctx.request.header('user-agent') ?? null, requestIp: ctx.request.ip(), guestKey: readGuestKey(ctx, portal.publicId) })
    return signInAnswer(ctx, portal.publicId, result)
  }

  async returning(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(returningGuestValidator)
    await deviceLimit(input.mac)
    const { portal, location, controller } = await publishedPortal(input.portal)
    const result = await signInGuest(portal, location, { controller, mode: 'returning', visit: visitOf(input as GuestVisit), guest: input, userAgent: ctx.request.header('user-agent') ?? null, requestIp: ctx.request.ip(), guestKey: readGuestKey(ctx, portal.publicId) })
    return signInAnswer(ctx, portal.publicId, result)
  }

  async status(ctx: HttpContext) {
    const found = await signInByToken(ctx.params.id)
    if (!found) throw AppException.notFound()
    ctx.response.header('cache-control', 'no-store')
    return signInView(found.signIn, found.portal)
  }
}
