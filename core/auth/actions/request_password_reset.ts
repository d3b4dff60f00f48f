import limiter from '@adonisjs/limiter/services/main'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { dispatch } from '#kernel/jobs/dispatch'
import SendPasswordResetJob from '#core/auth/jobs/send_password_reset_job'
import { publicUrl } from '#kernel/http/public_url'

/**
 * Sends a reset link when the e-mail belongs to an account. The answer, and
 * the work done before it, are the same either way: the account is looked up
 * by a job. The "already requested recently" throttle is keyed by the e-mail
 * as typed, so it does not reveal which accounts exist either.
 */
export async function requestPasswordReset(email: string, ip: string) {
  const perEmail = limiter.use({ requests: 1, duration: '2 mins' })
  const perIp = limiter.use({ requests: 10, duration: '1 hour' })
  await consumeOrThrow(perIp, `recover:ip:${ip}`, 'E_TOO_MANY_REQUESTS')
  await consumeOrThrow(perEmail, `recover:email:${email}`, 'E_RESET_THROTTLED')

  await recordAudit({ action: 'auth.password_reset_requested', actorId: null, actorEmail: email })
  await dispatch(SendPasswordResetJob, { email, ip, publicUrl: publicUrl() })
}

async function consumeOrThrow(lim: ReturnType<typeof limiter.use>, key: string, code: string) {
  try {
    await lim.consume(key)
  } catch {
    throw AppException.tooManyRequests(code, await lim.availableIn(key))
  }
}
