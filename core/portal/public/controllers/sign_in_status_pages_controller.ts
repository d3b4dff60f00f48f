import type { HttpContext } from '@adonisjs/core/http'
import { isPublicLanguage } from '#core/public_pages/public_language'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { sendPortalMessage } from '#core/portal/public/portal_page_context'
import { retrySignInNow } from '#core/portal/sign_in/actions/retry_sign_in'
import { signInByToken } from '#core/portal/sign_in/queries/sign_in_by_token'
import { landingOrigin, landingUrl } from '#core/portal/sign_in/services/landing_url'
import { deviceLimit } from '#core/portal/public/controllers/guest_portal_pages_controller'

/** No JavaScript: the "connecting" page reloads itself this often (the script polls faster where it runs). */
const REFRESH_SECONDS = 4

/** `/guest/connecting/{token}`: a sign-in the controller has not confirmed yet, and the guest's "try again". */
export default class SignInStatusPagesController {
  async show(ctx: HttpContext) {
    const found = await signInByToken(ctx.params.token)
    if (!found) return sendPortalMessage(ctx, null, { kind: 'invalid_link' }, 404)
    const { signIn, portal, location } = found
    const landing = landingUrl(withPortalDefaults(portal.published), signIn.language, portal.publicId)
    if (signIn.status === 'authorized') return ctx.response.redirect().status(303).toPath(landing)
    const lang = isPublicLanguage(signIn.language) ? signIn.language : undefined
    const visited = { portal, location }
    const formAction = [landingOrigin(landing)].filter((origin): origin is string => origin !== null)
    if (signIn.status === 'failed') return sendPortalMessage(ctx, visited, { kind: 'failed', token: signIn.token!, lang }, 200, formAction)
    ctx.response.header('refresh', String(REFRESH_SECONDS))
    return sendPortalMessage(ctx, visited, { kind: 'connecting', token: signIn.token!, attempts: signIn.attempts, lang }, 200, formAction)
  }

  async retry(ctx: HttpContext) {
    const found = await signInByToken(ctx.params.token)
    if (!found) return sendPortalMessage(ctx, null, { kind: 'invalid_link' }, 404)
    await deviceLimit(found.signIn.mac)
    const status = await retrySignInNow(found.signIn)
    if (status === 'authorized') return ctx.response.redirect().status(303).toPath(landingUrl(withPortalDefaults(found.portal.published), found.signIn.language, found.portal.publicId))
    return ctx.response.redirect().status(303).toPath(`/guest/connecting/${found.signIn.token}`)
  }
}
