import type { MultipartFile } from '@adonisjs/core/bodyparser'
import db from '@adonisjs/lucid/services/db'
import Brand from '#core/brands/models/brand'
import { isReservedHostLabel } from '#core/brands/brand_rules'
import { checkImage, removeUpload, storeImage } from '#kernel/storage/uploads'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

export interface BrandInput {
  slug?: string
  name?: string
  main_color?: string | null
  accent_color?: string | null
  mail_from_name?: string | null
  partner_id?: number | null
  remove_logo?: boolean
}

/** The fields of the input that were sent, as model attributes (colours lower case, empty sender name = none). */
function attributesOf(input: BrandInput): Partial<Brand> {
  const attributes: Partial<Brand> = {}
  if (input.slug !== undefined) attributes.slug = input.slug
  if (input.name !== undefined) attributes.name = input.name
  if (input.main_color !== undefined) attributes.mainColor = input.main_color?.toLowerCase() ?? null
  if (input.accent_color !== undefined)
    attributes.accentColor = input.accent_color?.toLowerCase() ?? null
  if (input.mail_from_name !== undefined) attributes.mailFromName = input.mail_from_name || null
  if (input.partner_id !== undefined) attributes.partnerId = input.partner_id
  return attributes
}

/**
 * Creates (`brandId` null) or changes a white-label brand. The logo is checked before anything is written, the row and
 * its audit entry are one transaction (the host label checked unique inside it), and a replaced logo is removed only
 * once the row no longer points at it; a logo stored for a write that failed is removed again.
 */
export async function saveBrand(
  brandId: number | null,
  input: BrandInput,
  logo: MultipartFile | null
) {
  if (input.slug !== undefined && isReservedHostLabel(input.slug))
    throw AppException.invalidField('slug', 'reserved_host_label')
  const image = logo ? await checkImage(logo, 'logo') : null
  const stored = image ? await storeImage(image, 'brands') : null
  try {
    const { brand, replaced } = await db.transaction(async (trx) => {
      const existing = brandId
        ? await Brand.query({ client: trx }).where('id', brandId).forUpdate().first()
        : null
      if (brandId && !existing) throw AppException.notFound()
      const attributes = attributesOf(input)
      if (attributes.slug !== undefined) {
        const taken = await trx
          .from('brands')
          .where('slug', attributes.slug)
          .whereNot('id', brandId ?? 0)
          .first()
        if (taken) throw AppException.invalidField('slug', 'unique')
      }
      if (attributes.partnerId) {
        const partner = await trx.from('partners').where('id', attributes.partnerId).first()
        if (!partner) throw AppException.invalidField('partner_id', 'exists')
      }
      const row = existing ?? new Brand()
      const before = row.logoPath ?? null
      row.useTransaction(trx)
      row.merge(attributes)
      if (stored) row.logoPath = stored
      else if (input.remove_logo) row.logoPath = null
      await row.save()
      await recordAudit(
        {
          action: existing ? 'brand.updated' : 'brand.created',
          objectType: 'brand',
          objectId: row.id,
          newValues: {
            slug: row.slug,
            name: row.name,
            main_color: row.mainColor,
            accent_color: row.accentColor,
            mail_from_name: row.mailFromName,
            partner_id: row.partnerId,
            logo: Boolean(row.logoPath),
          },
        },
        trx
      )
      return { brand: row, replaced: before !== row.logoPath ? before : null }
    })
    await removeUpload(replaced)
    return brand
  } catch (error) {
    await removeUpload(stored)
    // Two admins taking the same label at once: the unique index decides, the loser gets the field error.
    if ((error as { code?: string }).code === '23505')
      throw AppException.invalidField('slug', 'unique')
    throw error
  }
}
