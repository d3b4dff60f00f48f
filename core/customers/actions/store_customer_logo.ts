import db from '@adonisjs/lucid/services/db'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type Customer from '#core/customers/models/customer'
import { recordAudit } from '#kernel/audit/audit'
import { checkImage, removeUpload, storeImage } from '#kernel/storage/uploads'

/** Replaces a customer's logo: the new file is stored first, the old one removed only after the row points at the new one. */
export async function storeCustomerLogo(customer: Customer, file: MultipartFile | null) {
  const image = await checkImage(file, 'logo')
  const previous = customer.logoPath
  const path = await storeImage(image, `customers/${customer.id}`)
  try {
    await db.transaction(async (trx) => {
      customer.useTransaction(trx)
      customer.logoPath = path
      await customer.save()
      await recordAudit({ action: 'customer.logo_updated', objectType: 'customer', objectId: customer.id, oldValues: { logo_path: previous }, newValues: { logo_path: path } }, trx)
    })
  } catch (error) {
    await removeUpload(path)
    throw error
  }
  await removeUpload(previous)
  return customer
}
