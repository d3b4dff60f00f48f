/**
 * Postal codes per country (spec §5: "postal code must be valid"), shared by customers and locations.
 * Countries without a rule get a loose shape check.
 */
const POSTAL_CODES: Record<string, RegExp> = {
  BE: /^[1-9]\d{3}$/,
  NL: /^[1-9]\d{3} [A-Z]{2}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  LU: /^\d{4}$/,
  AT: /^\d{4}$/,
}

/** Postal codes as people type them ("1234ab", "l-1234") in the stored form. */
export function normalizePostalCode(value: string, country: string | null | undefined) {
  const compact = value.toUpperCase().replace(/\s+/g, '')
  if (country === 'NL' && /^\d{4}[A-Z]{2}$/.test(compact))
    return `${compact.slice(0, 4)} ${compact.slice(4)}`
  if (country === 'LU') return compact.replace(/^L-?/, '')
  return value.trim().toUpperCase()
}

export function isValidPostalCode(value: string, country: string | null | undefined) {
  const rule = country ? POSTAL_CODES[country] : undefined
  return rule ? rule.test(value) : /^[0-9A-Z -]{3,10}$/.test(value)
}
