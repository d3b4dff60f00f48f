import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import { uploadConfigFileValidator } from '#core/network_config/validators/config_file_validators'
import { configVendor } from '#core/network_config/services/config_vendors'
import { incompatibility } from '#core/network_config/services/compatibility'
import { isVersionRange } from '#core/network_config/services/versions'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { checkFile, removeUpload, storeFile } from '#kernel/storage/uploads'

const FOLDER = 'network_config'

/**
 * Stores an uploaded configuration file after every check passed: the form fields, the vendor (a controller plugin
 * that takes files), the range, the file (≤ 500 KB, the vendor's extension) and, when the admin named the controller
 * it is for, that controller's vendor and version. A refused upload leaves no row and no bytes behind.
 */
export async function createConfigFile(ctx: HttpContext) {
  const input = await ctx.request.validateUsing(uploadConfigFileValidator)
  const vendor = configVendor(input.vendor)
  if (!vendor) throw AppException.invalidField('vendor', 'config_vendor_files')
  const maxVersion = input.maxVersion ?? null
  if (!isVersionRange(input.minVersion, maxVersion))
    throw AppException.invalidField('maxVersion', 'version_order')
  const upload = checkFile(ctx.request.file('file'), 'file', vendor.extensions)

  if (input.controllerId) {
    const controller = await Controller.find(input.controllerId)
    if (!controller) throw AppException.invalidField('controllerId', 'exists')
    const refusal = incompatibility(
      { vendor: vendor.key, minVersion: input.minVersion, maxVersion },
      controller,
      'controllerId'
    )
    if (refusal) throw refusal
  }

  const bytes = await readFile(upload.tmpPath)
  const storagePath = await storeFile(upload, FOLDER)
  try {
    return await db.transaction(async (trx) => {
      const file = await NetworkConfigFile.create(
        {
          name: input.name,
          vendor: vendor.key,
          minVersion: input.minVersion,
          maxVersion,
          canChangeWifiSettings: input.canChangeWifiSettings ?? false,
          originalName: upload.clientName,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storagePath,
          createdBy: ctx.auth.user?.id ?? null,
        },
        { client: trx }
      )
      const { storage_path: _path, ...values } = createdValues(file)
      await recordAudit(
        {
          action: 'network_config.created',
          objectType: 'network_config_file',
          objectId: file.id,
          newValues: values,
        },
        trx
      )
      return file
    })
  } catch (error) {
    await removeUpload(storagePath)
    throw error
  }
}
