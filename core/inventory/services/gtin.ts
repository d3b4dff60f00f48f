import vine from '@vinejs/vine'

/**
 * GS1 check digit of a GTIN (EAN-8, UPC-A/GTIN-12, EAN-13, GTIN-14): from the right, digits are weighted 3, 1, 3, …
 * and the check digit tops the sum up to a multiple of ten.
 */
export function isValidGtin(code: string) {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false
  const digits = [...code].map(Number)
  const check = digits.pop()!
  const sum = digits
    .reverse()
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === check
}

/** SKUs are our own codes: letters, digits and - _ . / only. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/

export const gtinRule = vine.createRule((value, _options, field) => {
  if (typeof value !== 'string') return
  const compact = value.replace(/[\s-]/g, '')
  if (!isValidGtin(compact)) field.report('Enter a valid EAN/GTIN', 'gtin', field)
  else field.mutate(compact, field)
})
