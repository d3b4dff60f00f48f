import User from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { loginLimits, throttleFailures } from '#core/auth/services/failure_throttle'

/**
 * Checks an e-mail and password, throttled and audited. Unknown e-mails
 * and wrong passwords take the same time and give the same answer.
 */
export async function verifyCredentials(email: string, password: string, ip: string) {
  return throttleFailures(loginLimits(email, ip), async () => {
    try {
      const user = await User.verifyCredentials(email, password)
      await recordAudit({ action: 'auth.login_succeeded', actorId: user.id, actorEmail: user.email, objectType: 'user', objectId: user.id })
      return user
    } catch {
      await recordAudit({ action: 'auth.login_failed', actorId: null, actorEmail: email })
      throw new AppException(400, 'E_INVALID_CREDENTIALS')
    }
  })
}
