import type { HttpContext } from '@adonisjs/core/http'
import { AppException } from '#kernel/exceptions/app_exception'
import { finishSocialFlow } from '#core/auth/social/social_flow'
import { attachFlow, configuredProvider, signInFlow } from '#core/auth/social/social_account_flows'
import { attachSocialLogin, findSocialUser } from '#core/auth/social/actions/social_accounts'
import { completeSocialSignIn } from '#core/auth/social/complete_social_sign_in'

/** Where a refusal goes: back to the screen that started, with the error code for it to translate. */
function back(ctx: HttpContext, path: string, error: unknown, provider: string) {
  if (!(error instanceof AppException)) throw error
  const query = new URLSearchParams({ error: error.code ?? 'E_SOCIAL_LOGIN_FAILED', provider })
  return ctx.response.redirect().status(303).toPath(`${path}?${query}`)
}

/**
 * The pages the providers send the browser back to (spec §2 `/auth/microsoft/callback`,
 * `/account/profile/microsoft/callback`, and the same for Google): they finish the round trip on the server and move
 * on to the web app, which shows the outcome.
 */
export default class SocialCallbackController {
  async signIn(ctx: HttpContext) {
    const provider = ctx.params.provider
    try {
      const identity = await finishSocialFlow(ctx, signInFlow(configuredProvider(provider)))
      const { next } = await completeSocialSignIn(ctx, await findSocialUser(identity), provider)
      return ctx.response.redirect().status(303).toPath(next)
    } catch (error) {
      return back(ctx, '/auth', error, provider)
    }
  }

  async attach(ctx: HttpContext) {
    const provider = ctx.params.provider
    if (!(await ctx.auth.use('web').check()))
      return ctx.response.redirect().status(303).toPath('/auth?redirect=%2Faccount%2Fprofile')
    try {
      const identity = await finishSocialFlow(ctx, attachFlow(configuredProvider(provider)))
      await attachSocialLogin(ctx.auth.use('web').user!, identity)
      return ctx.response
        .redirect()
        .status(303)
        .toPath(`/account/profile?${new URLSearchParams({ attached: provider })}`)
    } catch (error) {
      return back(ctx, '/account/profile', error, provider)
    }
  }
}
