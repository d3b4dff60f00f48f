/** Cents as an amount in the reader's language (decimal comma in nl/fr/de). */
export function formatCents(cents: number, currency: string, language: string) {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100)
}
