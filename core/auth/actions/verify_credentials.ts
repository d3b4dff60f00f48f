import User from '#core/users/models/user'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { loginLimits, throttleFailures } from '#core/auth/services/failure_throttle'
import {
  ALERT_AFTER_FAILURES,
  delayFailedAnswer,
  recordAccountFailure,
} from '#core/auth/services/account_failures'
import { queueMail } from '#core/mail/queue_mail'
import { loginAlertMail } from '#core/auth/mails/login_alert_mail'
import { assertPasswordLoginAllowed } from '#core/auth/social/actions/social_accounts'

/**
 * Checks an e-mail and password, throttled and audited. Unknown e-mails
 * and wrong passwords take the same time and give the same answer.
 */
export async function verifyCredentials(email: string, password: string, ip: string) {
  const user = await checkPassword(email, password, ip)
  // Only someone who knows the password learns that it is switched off (no enumeration).
  await assertPasswordLoginAllowed(user)
  return user
}

function checkPassword(email: string, password: string, ip: string) {
  return throttleFailures(loginLimits(email, ip), async () => {
    try {
      const user = await User.verifyCredentials(email, password)
      await recordAudit({
        action: 'auth.login_succeeded',
        actorId: user.id,
        actorEmail: user.email,
        objectType: 'user',
        objectId: user.id,
      })
      return user
    } catch {
      await recordAudit({ action: 'auth.login_failed', actorId: null, actorEmail: email })
      const failures = await recordAccountFailure(email)
      if (failures === ALERT_AFTER_FAILURES) await alertOwner(email, failures, ip)
      await delayFailedAnswer(failures)
      throw new AppException(400, 'E_INVALID_CREDENTIALS')
    }
  })
}

async function alertOwner(email: string, failures: number, ip: string) {
  const user = await User.findBy('email', email)
  if (user) await queueMail(loginAlertMail(user, failures, ip))
}
