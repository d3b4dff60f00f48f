/** Integer cents as euro with the decimal comma (spec §9), e.g. 200,00 €. */
export function formatCents(cents: number, currency: string, language: string) {
  const locale = language === 'en' ? 'nl-BE' : `${language}-BE`
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)
}
