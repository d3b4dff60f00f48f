import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import type User from '#core/users/models/user'
import { tagSession } from '#core/auth/services/user_sessions'
import { recordSessionInfo } from '#core/auth/sessions/session_info'
import { mustSetUpTwoFactor } from '#core/auth/two_factor/services/staff_policy'
import { IMPERSONATOR_SESSION_KEY } from '#kernel/audit/audit'

export const SETUP_REQUIRED_KEY = 'two_factor_setup_required'

/**
 * The last step of every browser sign-in (password, two-factor challenge, social): a new session id, tagged with
 * the user so it can be listed and ended, with its device and IP for the sessions list. A staff member who must
 * set up two-factor gets a session that only reaches the set-up (session_activity_middleware).
 */
export async function completeSignIn(ctx: HttpContext, user: User) {
  await ctx.auth.use('web').login(user)
  ctx.session.forget(IMPERSONATOR_SESSION_KEY)
  await tagSession(ctx.session, user.id)
  recordSessionInfo(ctx)
  if (await mustSetUpTwoFactor(user)) ctx.session.put(SETUP_REQUIRED_KEY, true)
  user.lastLoginAt = DateTime.now()
  await user.save()
}
