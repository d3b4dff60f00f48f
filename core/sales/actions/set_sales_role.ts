import db from '@adonisjs/lucid/services/db'
import User from '#core/users/models/user'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { routeId } from '#kernel/http/route_id'

/** An admin makes a user a sales hunter or takes the role away (audited). */
export async function setSalesRole(userId: unknown, hunter: boolean) {
  const user = await User.find(routeId(userId))
  if (!user) throw AppException.notFound()
  const salesRole = hunter ? 'hunter' : null
  if (user.salesRole === salesRole) return user
  const before = user.salesRole
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    user.salesRole = salesRole
    await user.save()
    await recordAudit(
      {
        action: 'user.sales_role_changed',
        objectType: 'user',
        objectId: user.id,
        oldValues: { sales_role: before },
        newValues: { sales_role: salesRole },
      },
      trx
    )
  })
  return user
}
