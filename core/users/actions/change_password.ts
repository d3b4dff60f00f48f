import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { endOtherSessions } from '#core/auth/services/user_sessions'
import { revokeAllTokens } from '#core/auth/services/revoke_tokens'
import { passwordCheckLimits, throttleFailures } from '#core/auth/services/failure_throttle'
import type User from '#core/users/models/user'

/**
 * Changes the password after checking the current one, then ends the user's other sessions; with `revokeTokens`
 * (the user's choice in the profile) every personal access token goes too.
 */
export async function changePassword(
  user: User,
  currentPassword: string,
  newPassword: string,
  options: { currentSessionId?: string; revokeTokens?: boolean } = {}
) {
  await throttleFailures(passwordCheckLimits('password_change', user.id), async () => {
    if (!(await hash.verify(user.password, currentPassword))) {
      throw AppException.invalidField('current_password', 'current_password', 'E_WRONG_PASSWORD')
    }
  })

  user.password = newPassword
  user.passwordChangedAt = DateTime.now()
  await user.save()
  const tokensRevoked = options.revokeTokens ? await revokeAllTokens(user.id) : 0
  await recordAudit({
    action: 'user.password_changed',
    objectType: 'user',
    objectId: user.id,
    newValues: { password: '[redacted]', tokens_revoked: tokensRevoked },
  })
  await endOtherSessions(user.id, options.currentSessionId)
}
