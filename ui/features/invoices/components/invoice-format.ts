/** The euro amount in the reader's language, always with a decimal comma (spec §9): "€ 1.234,50", "1 234,50 €". */
export function formatCents(cents: number, currency: string, language: string) {
  const locale = ['nl', 'fr', 'de'].includes(language) ? `${language}-BE` : 'nl-BE'
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}

export const formatDay = (iso: string | null | undefined, language: string) => (iso ? new Date(iso).toLocaleDateString(language) : '—')
