import db from '@adonisjs/lucid/services/db'
import type User from '#core/users/models/user'
import type Partner from '#core/partners/models/partner'
import { recordAudit } from '#kernel/audit/audit'

/** Makes a user a member of a partner (a user belongs to one partner at most). */
export async function linkUserToPartner(user: User, partner: Partner) {
  if (user.partnerId === partner.id) return user
  const before = user.partnerId
  await db.transaction(async (trx) => {
    user.partnerId = partner.id
    await user.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'partner.user_linked',
        objectType: 'user',
        objectId: user.id,
        oldValues: { partner_id: before },
        newValues: { partner_id: partner.id },
      },
      trx
    )
  })
  return user
}

export async function unlinkUserFromPartner(user: User) {
  const before = user.partnerId
  await db.transaction(async (trx) => {
    user.partnerId = null
    await user.useTransaction(trx).save()
    await recordAudit(
      {
        action: 'partner.user_unlinked',
        objectType: 'user',
        objectId: user.id,
        oldValues: { partner_id: before },
        newValues: { partner_id: null },
      },
      trx
    )
  })
  return user
}
