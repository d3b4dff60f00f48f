import type { HttpContext } from '@adonisjs/core/http'
import type User from '#core/users/models/user'
import { completeSignIn } from '#core/auth/sessions/complete_sign_in'
import { startTwoFactorChallenge } from '#core/auth/two_factor/services/challenge'

/**
 * A user proved who they are with Google or Microsoft: from here on the same steps as a password sign-in
 * (SessionController.login): a user with a second factor gets its challenge first, everyone else a new session.
 * The login page takes over: `?social=<provider>` (signed in: it loads the self record) or, with `&two_factor=<method>`,
 * the challenge step.
 */
export async function completeSocialSignIn(
  ctx: HttpContext,
  user: User,
  provider: string
): Promise<{ next: string }> {
  const challenge = await startTwoFactorChallenge(ctx, user)
  if (challenge)
    return {
      next: `/auth?${new URLSearchParams({ social: provider, two_factor: challenge.method })}`,
    }
  await completeSignIn(ctx, user)
  return { next: `/auth?${new URLSearchParams({ social: provider })}` }
}
