import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import { matchTotp } from '#core/auth/two_factor/services/totp'
import { consumeOneTimeCode } from '#core/auth/two_factor/services/one_time_codes'
import { useRecoveryCode } from '#core/auth/two_factor/services/recovery_codes'
import { throttleFailures, type FailureLimit } from '#core/auth/services/failure_throttle'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'

export interface SecondFactorProof {
  code?: string
  recovery_code?: string
}

/** Wrong codes per user: five per quarter hour, whoever sends them (the password was already right). */
export function twoFactorLimits(userId: number): FailureLimit[] {
  return [
    {
      key: `two_factor:user:${userId}`,
      requests: 5,
      window: '15 mins',
      block: '15 mins',
      resetOnSuccess: true,
    },
  ]
}

/**
 * Checks a code (authenticator, mail or SMS) or a recovery code against the user's factor, throttled. The row is
 * locked while checking so that one code cannot be spent twice by two requests racing. `pending` checks the
 * factor being set up instead of the confirmed one.
 */
export async function verifySecondFactor(
  user: User,
  proof: SecondFactorProof,
  options: { pending?: boolean } = {}
) {
  return throttleFailures(twoFactorLimits(user.id), async () => {
    const accepted = await db.transaction(async (trx) => {
      const factor = await UserTwoFactor.query({ client: trx })
        .where('user_id', user.id)
        .forUpdate()
        .first()
      if (!factor || factor.isConfirmed === Boolean(options.pending)) return null
      if (proof.recovery_code !== undefined) {
        return !options.pending && (await useRecoveryCode(user.id, proof.recovery_code, trx))
          ? 'recovery_code'
          : null
      }
      const code = (proof.code ?? '').replace(/\s/g, '')
      if (!acceptCode(factor, code)) return null
      await factor.useTransaction(trx).save()
      return factor.method
    })
    if (!accepted) {
      await recordAudit({
        action: 'auth.two_factor_failed',
        actorId: user.id,
        actorEmail: user.email,
        objectType: 'user',
        objectId: user.id,
      })
      throw AppException.invalidField(
        proof.recovery_code !== undefined ? 'recovery_code' : 'code',
        'two_factor_code',
        'E_INVALID_TWO_FACTOR_CODE'
      )
    }
    return accepted
  })
}

function acceptCode(factor: UserTwoFactor, code: string) {
  if (factor.method !== 'totp') return consumeOneTimeCode(factor, code)
  const step = factor.totpSecret ? matchTotp(factor.totpSecret, code, factor.lastUsedStep) : null
  if (step === null) return false
  factor.lastUsedStep = step
  return true
}
