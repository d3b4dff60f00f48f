import db from '@adonisjs/lucid/services/db'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type Partner from '#core/partners/models/partner'
import { recordAudit } from '#kernel/audit/audit'
import { checkImage, removeUpload, storeImage } from '#kernel/storage/uploads'

/** Replaces a partner's logo: the new file first, the old one removed once the row points at the new one. */
export async function storePartnerLogo(partner: Partner, file: MultipartFile | null) {
  const image = await checkImage(file, 'logo')
  const previous = partner.logoPath
  const path = await storeImage(image, `partners/${partner.id}`)
  try {
    await db.transaction(async (trx) => {
      partner.useTransaction(trx)
      partner.logoPath = path
      await partner.save()
      await recordAudit({ action: 'partner.logo_updated', objectType: 'partner', objectId: partner.id, oldValues: { logo_path: previous }, newValues: { logo_path: path } }, trx)
    })
  } catch (error) {
    await removeUpload(path)
    throw error
  }
  await removeUpload(previous)
  return partner
}

export const deleteStoredLogo = (path: string | null) => removeUpload(path)
