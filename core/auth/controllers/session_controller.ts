import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator, issueTokenValidator } from '#core/auth/validators/auth_validators'
import { verifyCredentials } from '#core/auth/actions/verify_credentials'
import { issueAccessToken } from '#core/auth/actions/issue_access_token'
import { startTwoFactorChallenge } from '#core/auth/two_factor/services/challenge'
import { requireSecondFactorForToken } from '#core/auth/two_factor/services/token_second_factor'
import { completeSignIn } from '#core/auth/sessions/complete_sign_in'
import { getSelfRecord } from '#core/users/queries/get_self_record'
import { transformToken } from '#core/users/transformers/token_transformer'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { isDemoCustomer } from '#core/access/account_roles'

export default class SessionController {
  /** Cookie sign-in for the web app; answers with the self record. */
  async login(ctx: HttpContext) {
    const { request } = ctx
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await verifyCredentials(email, password, request.ip())
    const challenge = await startTwoFactorChallenge(ctx, user)
    if (challenge) return challenge
    await completeSignIn(ctx, user)
    return getSelfRecord(user)
  }

  async logout({ auth, session, response }: HttpContext) {
    if (await auth.use('web').check()) {
      const user = auth.use('web').user!
      await auth.use('web').logout()
      await recordAudit({
        action: 'auth.logout',
        actorId: user.id,
        actorEmail: user.email,
        objectType: 'user',
        objectId: user.id,
      })
    }
    session.clear()
    return response.noContent()
  }

  /** Credentials in, personal access token out: how the CLI signs in. */
  async issueToken({ request, response }: HttpContext) {
    const {
      email,
      password,
      name,
      two_factor_code: code,
      recovery_code: recoveryCode,
    } = await request.validateUsing(issueTokenValidator)
    const user = await verifyCredentials(email, password, request.ip())
    // The read-only demo account writes nothing, tokens included (the route is `anyone`, so the access rule cannot say it).
    if (isDemoCustomer(user)) throw new AppException(403, 'E_DEMO_READ_ONLY')
    await requireSecondFactorForToken(user, { code, recovery_code: recoveryCode })
    const token = await issueAccessToken(user, name ?? 'airdeck-cli')
    return response.created(transformToken(token, { withSecret: true }))
  }
}
