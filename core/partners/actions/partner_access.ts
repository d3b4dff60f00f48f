import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import PartnerGrant from '#core/access/models/partner_grant'
import { PERMISSION_KEYS, type PermissionKey, type SubjectType } from '#core/access/permissions'
import type Partner from '#core/partners/models/partner'
import { AppException } from '#kernel/exceptions/app_exception'
import { createdValues, recordAudit } from '#kernel/audit/audit'

/** What a partner gets on an object when the admin does not say: everything except invoices. */
export const DEFAULT_PARTNER_PERMISSIONS: PermissionKey[] = PERMISSION_KEYS.filter(
  (key) => !key.startsWith('invoices_')
)

/**
 * A partner's user creating a group or customer gives the partner the
 * default grant on it, so the partner's team keeps managing what it
 * brought in.
 */
export async function grantCreatorPartner(
  partnerId: number,
  type: SubjectType,
  id: number,
  trx: TransactionClientContract
) {
  const partnerGrant = await PartnerGrant.create(
    { partnerId, subjectType: type, subjectId: id, permissions: [...DEFAULT_PARTNER_PERMISSIONS] },
    { client: trx }
  )
  await recordAudit(
    {
      action: 'partner_grant.created',
      objectType: 'partner_grant',
      objectId: partnerGrant.id,
      newValues: createdValues(partnerGrant),
    },
    trx
  )
  return partnerGrant
}

/** Gives (or changes) a partner's access to a group, customer or location. */
export async function grantPartnerAccess(
  partner: Partner,
  type: SubjectType,
  id: number,
  permissions?: PermissionKey[]
) {
  const keys = [...(permissions ?? DEFAULT_PARTNER_PERMISSIONS)].sort()
  return db.transaction(async (trx) => {
    const existing = await PartnerGrant.query({ client: trx })
      .where({ partner_id: partner.id, subject_type: type, subject_id: id })
      .first()
    const grant = await PartnerGrant.updateOrCreate(
      { partnerId: partner.id, subjectType: type, subjectId: id },
      { permissions: keys },
      { client: trx }
    )
    await recordAudit(
      {
        action: existing ? 'partner.access_updated' : 'partner.access_granted',
        objectType: 'partner',
        objectId: partner.id,
        oldValues: existing
          ? { subject_type: type, subject_id: id, permissions: existing.permissions }
          : null,
        newValues: { subject_type: type, subject_id: id, permissions: keys },
      },
      trx
    )
    return { grant, created: !existing }
  })
}

export async function revokePartnerAccess(partnerId: number, type: SubjectType, id: number) {
  await db.transaction(async (trx) => {
    const grant = await PartnerGrant.query({ client: trx })
      .where({ partner_id: partnerId, subject_type: type, subject_id: id })
      .first()
    if (!grant) throw AppException.notFound()
    await grant.delete()
    await recordAudit(
      {
        action: 'partner.access_revoked',
        objectType: 'partner',
        objectId: partnerId,
        oldValues: { subject_type: type, subject_id: id, permissions: grant.permissions },
      },
      trx
    )
  })
}
