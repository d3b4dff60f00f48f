import type { HttpContext } from '@adonisjs/core/http'
import { startSocialFlow } from '#core/auth/social/social_flow'
import { attachFlow, configuredProvider, signInFlow } from '#core/auth/social/social_account_flows'
import { configuredProviders } from '#core/auth/social/social_providers'
import { detachSocialLogin, listSocialLogins } from '#core/auth/social/actions/social_accounts'

/** Social login through the JSON API: which providers are offered, the start of a round trip, the profile's list. */
export default class SocialLoginController {
  providers() {
    return { providers: configuredProviders() }
  }

  /** POST /auth/google | /auth/microsoft: the browser goes to the returned address; the provider brings it back. */
  async start(ctx: HttpContext) {
    const provider = configuredProvider(ctx.route?.pattern.split('/').pop())
    const redirectUrl = await startSocialFlow(ctx, signInFlow(provider))
    return ctx.response.status(200).send({ redirectUrl })
  }

  async list({ auth }: HttpContext) {
    const logins = await listSocialLogins(auth.getUserOrFail().id)
    return {
      data: logins.map((login) => ({
        provider: login.provider,
        email: login.email,
        createdAt: login.createdAt.toISO(),
        lastUsedAt: login.lastUsedAt?.toISO() ?? null,
      })),
      available: configuredProviders(),
    }
  }

  async attach(ctx: HttpContext) {
    const redirectUrl = await startSocialFlow(
      ctx,
      attachFlow(configuredProvider(ctx.params.provider))
    )
    return ctx.response.status(200).send({ redirectUrl })
  }

  async detach({ auth, params, response }: HttpContext) {
    await detachSocialLogin(auth.getUserOrFail(), configuredProvider(params.provider))
    return response.noContent()
  }
}
