/**
 * How the product shows money and days, on every screen alike. Amounts are integer cents with their currency and
 * always take a decimal comma (spec §9): "€ 1.234,50" in Dutch (also for English readers, who get the Belgian form),
 * "1 234,50 €" in French, "1.234,50 €" in German.
 */
export function formatCents(
  cents: number | null | undefined,
  currency: string | null | undefined,
  language: string
): string {
  if (cents === null || cents === undefined) return '—'
  return new Intl.NumberFormat(moneyLocale(language), {
    style: 'currency',
    currency: (currency ?? 'eur').toUpperCase(),
  }).format(cents / 100)
}

function moneyLocale(language: string) {
  const base = language.slice(0, 2)
  return ['nl', 'fr', 'de'].includes(base) ? `${base}-BE` : 'nl-BE'
}

/** A date (ISO text) as the reader writes a day; a dash when there is none. */
export const formatDay = (iso: string | null | undefined, language: string) =>
  iso ? new Date(iso).toLocaleDateString(language) : '—'

/** Euros as typed (a comma or a point) to whole cents; null when it is not an amount. */
export function parseEuros(value: string | number): number | null {
  const text = String(value).trim().replace(',', '.')
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null
  return Math.round(Number(text) * 100)
}
