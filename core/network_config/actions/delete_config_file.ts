import db from '@adonisjs/lucid/services/db'
import type NetworkConfigFile from '#core/network_config/models/network_config_file'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { removeUpload } from '#kernel/storage/uploads'

/**
 * Deletes a file no venue uses, then its bytes. The row lock serialises it with an apply of the same file
 * (apply_config_file.ts); the restricting foreign key stays the backstop (23503 → the same 409).
 */
export async function deleteConfigFile(file: NetworkConfigFile) {
  try {
    await db.transaction(async (trx) => {
      await trx.from('network_config_files').where('id', file.id).forUpdate().first()
      const used = await trx
        .from('locations')
        .where('config_file_id', file.id)
        .count('* as total')
        .first()
      const count = Number(used?.total ?? 0)
      if (count > 0) throw new AppException(409, 'E_CONFIG_IN_USE', { data: { count } })
      await trx.from('network_config_files').where('id', file.id).delete()
      const { storage_path: _path, ...oldValues } = createdValues(file)
      await recordAudit(
        {
          action: 'network_config.deleted',
          objectType: 'network_config_file',
          objectId: file.id,
          oldValues,
        },
        trx
      )
    })
  } catch (error) {
    if ((error as { code?: string }).code === '23503')
      throw new AppException(409, 'E_CONFIG_IN_USE', { data: { count: 1 } })
    throw error
  }
  await removeUpload(file.storagePath)
}
