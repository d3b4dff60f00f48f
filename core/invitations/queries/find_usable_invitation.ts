import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Invitation from '#core/invitations/models/invitation'
import { hashSecretToken } from '#kernel/crypto/secret_token'

/** The invitation a link's token points at, if it is neither used nor expired. */
export async function findUsableInvitation(token: string, trx?: TransactionClientContract) {
  const query = Invitation.query({ client: trx }).where('token_hash', hashSecretToken(token))
  const invitation = await (trx ? query.forUpdate() : query).first()
  return invitation?.isUsable ? invitation : null
}
