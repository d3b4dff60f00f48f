import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type Portal from '#core/portal/models/portal'
import { withPortalDefaults, type PortalSettings } from '#core/portal/portal_settings'
import { portalUploadFolder, type PortalImageKind } from '#core/portal/portal_assets'
import { checkImage, removeUpload, storeImage } from '#kernel/storage/uploads'
import type { DraftInput } from '#core/portal/admin/portal_draft'
import { savePortalDraft } from '#core/portal/admin/actions/save_portal_draft'

type DesignInput = DraftInput & { removeLogo?: boolean; removeBackground?: boolean }
const PATH_OF: Record<PortalImageKind, 'logoPath' | 'backgroundPath'> = {
  logo: 'logoPath',
  background: 'backgroundPath',
}

/** Removes stored images that neither the draft nor the published version uses any more. */
export async function removeUnusedImages(
  portal: Portal,
  candidates: Array<string | null | undefined>
) {
  const inUse = new Set<string | null>()
  for (const settings of [portal.draft, portal.published]) {
    if (settings)
      [settings.logoPath ?? null, settings.backgroundPath ?? null].forEach((path) =>
        inUse.add(path)
      )
  }
  for (const path of new Set(candidates)) {
    if (path && !inUse.has(path)) await removeUpload(path)
  }
}

/**
 * POST …/design: colours and texts into the draft with the uploaded logo and background (each optional, png, jpeg
 * or webp up to 5 MB, both checked before anything is stored). An image the draft no longer uses is removed unless
 * the published version still shows it.
 */
export async function savePortalDesign(
  portal: Portal,
  input: DesignInput,
  files: Record<PortalImageKind, MultipartFile | null>
) {
  const { removeLogo, removeBackground, ...design } = input
  const checked = await Promise.all(
    (Object.keys(PATH_OF) as PortalImageKind[]).map(
      async (kind) => [kind, files[kind] ? await checkImage(files[kind], kind) : null] as const
    )
  )
  const images: Partial<Pick<PortalSettings, 'logoPath' | 'backgroundPath'>> = {}
  if (removeLogo) images.logoPath = null
  if (removeBackground) images.backgroundPath = null
  const stored: string[] = []
  try {
    for (const [kind, image] of checked) {
      if (!image) continue
      const path = await storeImage(image, portalUploadFolder(portal.id))
      stored.push(path)
      images[PATH_OF[kind]] = path
    }
    const saved = await savePortalDraft(portal.id, { input: design, images }, 'portal.design_saved')
    const before = withPortalDefaults(saved.before)
    await removeUnusedImages(saved.portal, [before.logoPath, before.backgroundPath])
    return saved.portal
  } catch (error) {
    for (const path of stored) await removeUpload(path)
    throw error
  }
}
