import db from '@adonisjs/lucid/services/db'

/** How a public page looks: the white-label brand's name and main colour, or ours. */
export interface PublicBrand {
  name: string
  color: string
  /** Black or white, whichever reads on the main colour. */
  onColor: string
}

const DEFAULT_NAME = 'Airdeck'
const DEFAULT_COLOR = '#1971c2'
/** First host labels that never name a brand (spec §7 GET /init/{brand}), plus the public-only hosts. */
const NOT_BRANDS = new Set([
  'dash',
  'portal',
  'public',
  'demo',
  'captive',
  'status',
  'www',
  'localhost',
])

function brandOf(
  row: { name?: string | null; main_color?: string | null } | null | undefined
): PublicBrand {
  const color =
    row?.main_color && /^#[0-9a-f]{6}$/i.test(row.main_color) ? row.main_color : DEFAULT_COLOR
  return { name: row?.name || DEFAULT_NAME, color, onColor: readableOn(color) }
}

/** The brand a host names by its first label (`brightwave.example.com`), if any. */
function hostBrandSlug(hostname: string | null): string | null {
  const labels = (hostname ?? '').toLowerCase().split('.')
  const first = labels[0]
  if (
    !first ||
    labels.length < 2 ||
    /^\d+$/.test(first) ||
    NOT_BRANDS.has(first) ||
    !/^[a-z0-9-]{1,63}$/.test(first)
  )
    return null
  return first
}

/**
 * The brand of a public page: the one the host names, else the brand of the partner that serves the page's
 * customer (`partnerBrand`, found with the page's other facts), else Airdeck's own look. A customer's own branding
 * colour (`customerColor`) paints its pages whichever brand they are served under.
 */
export async function publicBrand(
  hostname: string | null,
  partnerBrand?: { name: string | null; main_color: string | null } | null,
  customerColor?: string | null
) {
  const slug = hostBrandSlug(hostname)
  const hostRow = slug
    ? await db.from('brands').where('slug', slug).select('name', 'main_color').first()
    : null
  const brand = hostRow ?? (partnerBrand?.name ? partnerBrand : null)
  return brandOf(customerColor ? { name: brand?.name, main_color: customerColor } : brand)
}

export const defaultBrand = () => brandOf(null)

/** WCAG relative luminance decides: dark text on light colours, white on dark ones. */
export function readableOn(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.179 ? '#111111' : '#ffffff'
}
