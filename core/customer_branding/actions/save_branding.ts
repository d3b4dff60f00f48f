import type { MultipartFile } from '@adonisjs/core/bodyparser'
import db from '@adonisjs/lucid/services/db'
import CustomerBranding from '#core/customer_branding/models/customer_branding'
import { checkImage, removeUpload, storeImage } from '#kernel/storage/uploads'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'

export type BrandingImageKind = 'logo' | 'header'
const PATH_OF: Record<BrandingImageKind, 'logoPath' | 'headerPath'> = {
  logo: 'logoPath',
  header: 'headerPath',
}

export interface BrandingInput {
  main_color?: string | null
  remove_logo?: boolean
  remove_header?: boolean
}

interface SaveOptions {
  customerId: number
  input: BrandingInput
  files: Record<BrandingImageKind, MultipartFile | null>
  /** POST creates (409 when one exists), PATCH changes the existing one (404 when none). */
  mode: 'create' | 'update'
}

/**
 * Saves a customer's branding: both images are checked before anything is stored, the row is written in one
 * transaction, and an image no longer used is removed only after the row stopped pointing at it.
 */
export async function saveBranding({ customerId, input, files, mode }: SaveOptions) {
  const checked = await Promise.all(
    (Object.keys(PATH_OF) as BrandingImageKind[]).map(
      async (kind) => [kind, files[kind] ? await checkImage(files[kind], kind) : null] as const
    )
  )
  const stored: string[] = []
  try {
    const paths: Partial<Record<'logoPath' | 'headerPath', string | null>> = {}
    if (input.remove_logo) paths.logoPath = null
    if (input.remove_header) paths.headerPath = null
    for (const [kind, image] of checked) {
      if (!image) continue
      const path = await storeImage(image, `customers/${customerId}/branding`)
      stored.push(path)
      paths[PATH_OF[kind]] = path
    }
    const { branding, replaced } = await db.transaction(async (trx) => {
      const existing = await CustomerBranding.query({ client: trx })
        .where('customer_id', customerId)
        .forUpdate()
        .first()
      if (mode === 'create' && existing) throw new AppException(409, 'E_BRANDING_EXISTS')
      if (mode === 'update' && !existing) throw AppException.notFound()
      const row = existing ?? new CustomerBranding()
      const before = { logoPath: row.logoPath ?? null, headerPath: row.headerPath ?? null }
      row.useTransaction(trx)
      row.merge({
        customerId,
        ...paths,
        mainColor:
          input.main_color !== undefined
            ? (input.main_color?.toLowerCase() ?? null)
            : (row.mainColor ?? null),
      })
      await row.save()
      await recordAudit(
        {
          action: `customer.branding_${mode === 'create' ? 'created' : 'updated'}`,
          objectType: 'customer',
          objectId: customerId,
          newValues: {
            main_color: row.mainColor,
            logo: Boolean(row.logoPath),
            header: Boolean(row.headerPath),
          },
        },
        trx
      )
      const replacedPaths = (['logoPath', 'headerPath'] as const)
        .filter((key) => key in paths && before[key] !== row[key])
        .map((key) => before[key])
      return { branding: row, replaced: replacedPaths }
    })
    for (const path of replaced) await removeUpload(path)
    return branding
  } catch (error) {
    for (const path of stored) await removeUpload(path)
    throw error
  }
}

/** Removes a customer's branding and its images; the customer's users get the partner's look back. */
export async function deleteBranding(customerId: number) {
  const removed = await db.transaction(async (trx) => {
    const row = await CustomerBranding.query({ client: trx })
      .where('customer_id', customerId)
      .forUpdate()
      .first()
    if (!row) throw AppException.notFound()
    await row.useTransaction(trx).delete()
    await recordAudit(
      { action: 'customer.branding_deleted', objectType: 'customer', objectId: customerId },
      trx
    )
    return [row.logoPath, row.headerPath]
  })
  for (const path of removed) await removeUpload(path)
}
