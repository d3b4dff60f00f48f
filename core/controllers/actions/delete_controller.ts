import db from '@adonisjs/lucid/services/db'
import type Controller from '#core/controllers/models/controller'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

/** Removes a controller and its sites; refused while venues are bound to it (unbind them first). */
export async function deleteController(controller: Controller) {
  await db.transaction(async (trx) => {
    const bound = await trx
      .from('locations')
      .where('controller_id', controller.id)
      .count('* as total')
      .first()
    if (Number(bound?.total ?? 0) > 0)
      throw new AppException(409, 'E_CONTROLLER_IN_USE', { data: { count: Number(bound.total) } })
    const oldValues = createdValues(controller)
    controller.useTransaction(trx)
    await controller.delete()
    await recordAudit(
      {
        action: 'controller.deleted',
        objectType: 'controller',
        objectId: controller.id,
        oldValues,
      },
      trx
    )
  })
}
