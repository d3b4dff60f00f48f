import db from '@adonisjs/lucid/services/db'
import Partner from '#core/partners/models/partner'
import { createdValues, recordAudit } from '#kernel/audit/audit'
import { saveWithAudit } from '#kernel/audit/save_with_audit'
import { removeUpload } from '#kernel/storage/uploads'

interface PartnerFields {
  name: string
  email?: string | null
  phone?: string | null
}

export async function createPartner(fields: PartnerFields) {
  return db.transaction(async (trx) => {
    const partner = await Partner.create(
      { name: fields.name, email: fields.email ?? null, phone: fields.phone ?? null },
      { client: trx }
    )
    await recordAudit(
      {
        action: 'partner.created',
        objectType: 'partner',
        objectId: partner.id,
        newValues: createdValues(partner),
      },
      trx
    )
    return partner
  })
}

export function updatePartner(partner: Partner, fields: Partial<PartnerFields>) {
  return saveWithAudit(
    partner,
    { name: fields.name, email: fields.email, phone: fields.phone },
    'partner'
  )
}

/** Members stay as plain users (their partner_id is cleared); the partner's grants and invitations go. */
export async function deletePartner(partner: Partner) {
  await db.transaction(async (trx) => {
    await recordAudit(
      {
        action: 'partner.deleted',
        objectType: 'partner',
        objectId: partner.id,
        oldValues: createdValues(partner),
      },
      trx
    )
    await partner.useTransaction(trx).delete()
  })
  await removeUpload(partner.logoPath)
}
