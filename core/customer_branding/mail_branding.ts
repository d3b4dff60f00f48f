import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import User from '#core/users/models/user'
import { MAIL_ACCENT, MAIL_BRAND_SLOT, escapeHtml } from '#kernel/mail/render_mail'
import { readUpload } from '#kernel/storage/uploads'
import { readableOn } from '#core/public_pages/public_brand'
import { brandingRowForUser } from '#core/customer_branding/queries/branding_lookup'

/** Images travel inside the mail (inline at delivery); a bigger one would bloat every copy in the outbox. */
const MAX_MAIL_IMAGE_BYTES = 200 * 1024
/** Kinds every mail client shows inline. */
const MAIL_IMAGE_TYPES = new Set(['image/png', 'image/jpeg'])

interface MailBrand {
  color: string | null
  imagePath: string | null
}

/** A customer's user gets the customer's branding; a partner's user the partner's brand colour and logo. */
async function mailBrandFor(
  userId: number,
  client: QueryClientContract
): Promise<MailBrand | null> {
  const user = await User.find(userId, { client })
  if (!user) return null
  if (user.partnerId) {
    const partner = await client
      .from('partners')
      .leftJoin('brands', 'brands.partner_id', 'partners.id')
      .where('partners.id', user.partnerId)
      .select('partners.logo_path', 'brands.main_color')
      .first()
    return partner ? { color: partner.main_color, imagePath: partner.logo_path } : null
  }
  const row = await brandingRowForUser(user, client)
  return row ? { color: row.mainColor, imagePath: row.headerPath ?? row.logoPath } : null
}

async function imageTag(path: string | null) {
  if (!path) return ''
  const file = await readUpload(path).catch(() => null)
  if (!file || !MAIL_IMAGE_TYPES.has(file.mime) || file.body.length > MAX_MAIL_IMAGE_BYTES)
    return ''
  const src = `data:${file.mime};base64,${file.body.toString('base64')}`
  return `<p style="margin:0 0 24px"><img src="${escapeHtml(src)}" alt="" style="display:block;max-width:100%;max-height:120px"></p>`
}

/**
 * Dresses a mail of the neutral layout (render_mail.ts) in its recipient's branding: the button in the brand
 * colour and the header image (or logo) at the top. Mails to people without a branding stay as they are. Reads
 * through `client`, the transaction that queues the mail when there is one (the embedded database has a single
 * connection: a read beside an open transaction would wait for it forever).
 */
export async function brandMailHtml(
  html: string,
  userId: number | null | undefined,
  client: QueryClientContract = db.connection()
) {
  if (!userId || !html.includes(MAIL_BRAND_SLOT)) return html
  const brand = await mailBrandFor(userId, client)
  if (!brand) return html
  let branded = html.replace(MAIL_BRAND_SLOT, await imageTag(brand.imagePath))
  if (brand.color && /^#[0-9a-f]{6}$/i.test(brand.color)) {
    branded = branded.replaceAll(
      `background:${MAIL_ACCENT};color:#ffffff`,
      `background:${brand.color};color:${readableOn(brand.color)}`
    )
  }
  return branded
}
