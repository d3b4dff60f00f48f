import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import GuestDataRequest from '#core/portal/models/guest_data_request'
import { hashSecretToken } from '#kernel/crypto/secret_token'
import type { GuestDataKind } from '#core/portal/guest_data/guest_data_constants'

export type LinkProblem = 'invalid' | 'expired' | 'used'

/**
 * The request a mailed link confirms, or why the link no longer works. A link of the other kind (a download token on
 * the delete page) is invalid. With `trx` the row is locked, so two clicks cannot both use it.
 */
export async function requestForLink(
  token: unknown,
  kind: GuestDataKind,
  trx?: TransactionClientContract
): Promise<{ request: GuestDataRequest } | { problem: LinkProblem }> {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token))
    return { problem: 'invalid' }
  const query = GuestDataRequest.query({ client: trx }).where('token_hash', hashSecretToken(token))
  const request = await (trx ? query.forUpdate() : query).first()
  if (!request || request.kind !== kind) return { problem: 'invalid' }
  if (request.completedAt) return { problem: 'used' }
  if (request.expiresAt.toMillis() <= Date.now()) return { problem: 'expired' }
  return { request }
}
