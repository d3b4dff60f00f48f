/** Cents as the product shows money: euro sign, decimal comma (spec §9). */
export function formatCents(cents: number, language = 'nl') {
  return new Intl.NumberFormat(language === 'en' ? 'nl-BE' : `${language}-BE`, { style: 'currency', currency: 'EUR' }).format(cents / 100)
}

/** Euros as typed (a comma or a point) to whole cents; null when it is not an amount. */
export function parseEuros(value: string | number): number | null {
  const text = String(value).trim().replace(',', '.')
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null
  return Math.round(Number(text) * 100)
}
