/** Cents as euros with a decimal comma (spec §9), e.g. "€ 59,00"; the currency the amount is in. */
export function formatCents(cents: number | null | undefined, currency = 'eur') {
  if (cents === null || cents === undefined) return '—'
  return new Intl.NumberFormat('nl-BE', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}

export const formatDate = (iso: string | null | undefined, language: string) => (iso ? new Date(iso).toLocaleDateString(language) : '—')
