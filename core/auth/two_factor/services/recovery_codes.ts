import { randomInt } from 'node:crypto'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import RecoveryCode from '#core/auth/two_factor/models/recovery_code'
import { hashSecretToken } from '#kernel/crypto/secret_token'

export const RECOVERY_CODE_COUNT = 10
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * Ten fresh codes replace any earlier ones. Each has 20 random alphanumerics (about 119 bits), so a plain
 * SHA-256 is enough to keep the stored form useless to a thief (NIST SP 800-63B look-up secrets ≥ 112 bits).
 */
export async function replaceRecoveryCodes(userId: number, trx: TransactionClientContract) {
  await RecoveryCode.query({ client: trx }).where('user_id', userId).delete()
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await RecoveryCode.createMany(
    codes.map((code) => ({ userId, codeHash: hashSecretToken(normalise(code)) })),
    { client: trx }
  )
  return codes
}

/** Spends a code: true once, false for an unknown or already used one (a single conditional update). */
export async function useRecoveryCode(
  userId: number,
  code: string,
  trx?: TransactionClientContract
) {
  const spent = await RecoveryCode.query({ client: trx })
    .where('user_id', userId)
    .where('code_hash', hashSecretToken(normalise(code)))
    .whereNull('used_at')
    .update({ used_at: DateTime.now().toSQL() })
  return Number(Array.isArray(spent) ? spent[0] : spent) > 0
}

export async function remainingRecoveryCodes(userId: number) {
  const row = await RecoveryCode.query()
    .where('user_id', userId)
    .whereNull('used_at')
    .count('* as total')
    .first()
  return Number(row?.$extras.total ?? 0)
}

function newRecoveryCode() {
  const part = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  return `${part()}-${part()}`
}

/** Users copy codes with stray spaces; the dash is optional. */
function normalise(code: string) {
  return code.replace(/[\s-]/g, '')
}
