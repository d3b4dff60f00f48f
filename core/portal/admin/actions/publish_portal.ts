import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { withPortalDefaults } from '#core/portal/portal_settings'
import { recordAudit } from '#kernel/audit/audit'
import { readPortalSecrets } from '#core/portal/admin/portal_secrets'
import { checkSignInSetup, lockPortal } from '#core/portal/admin/actions/save_portal_draft'
import { removeUnusedImages } from '#core/portal/admin/actions/portal_images'

/** The draft goes live: the public page serves it from now on. The images it replaced are removed. */
export async function publishPortal(portalId: number, userId: number) {
  const { portal, previous } = await db.transaction(async (trx) => {
    const locked = await lockPortal(trx, portalId)
    const draft = withPortalDefaults(locked.draft)
    checkSignInSetup(draft, readPortalSecrets(locked))
    const before = locked.published
    locked.merge({ draft, published: draft, publishedAt: DateTime.now(), publishedBy: userId })
    await locked.save()
    await recordAudit(
      {
        action: 'portal.published',
        objectType: 'portal',
        objectId: locked.id,
        oldValues: { published: before },
        newValues: { published: draft },
      },
      trx
    )
    return { portal: locked, previous: before }
  })
  await removeUnusedImages(portal, previous ? [previous.logoPath, previous.backgroundPath] : [])
  return portal
}
