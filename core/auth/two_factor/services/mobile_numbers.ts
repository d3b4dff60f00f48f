/**
 * Spec §5: SMS codes need a number that can receive texts, so landlines are refused. Numbers are read in E.164
 * (a national number starting with 0 is taken as Belgian, the product's home market) and accepted only where the
 * national numbering plan reserves the prefix for mobile services.
 */
const MOBILE_PLANS: Record<string, RegExp> = {
  '32': /^4[5-9]\d{7}$/, // Belgium: 045x–049x (BIPT)
  '31': /^6\d{8}$/, // Netherlands: 06 (ACM)
  '33': /^[67]\d{8}$/, // France: 06 and 07 (ARCEP)
  '49': /^1[5-7]\d{8,9}$/, // Germany: 015x–017x (BNetzA)
  '352': /^6\d{8}$/, // Luxembourg: 6xx xxx xxx (ILR)
  '44': /^7\d{9}$/, // United Kingdom: 07 (Ofcom)
}

/** The number in E.164 (+32470123456) when it is a mobile number we can text, else null. */
export function mobileNumberOrNull(input: string | null | undefined): string | null {
  if (!input) return null
  const compact = input.replace(/[\s().-]/g, '')
  let digits: string
  if (compact.startsWith('+')) digits = compact.slice(1)
  else if (compact.startsWith('00')) digits = compact.slice(2)
  else if (compact.startsWith('0')) digits = `32${compact.slice(1)}`
  else return null
  if (!/^\d{8,15}$/.test(digits)) return null
  for (const [country, plan] of Object.entries(MOBILE_PLANS)) {
    if (digits.startsWith(country) && plan.test(digits.slice(country.length))) return `+${digits}`
  }
  return null
}

/** Only the last digits, for telling the user where the code went. */
export function maskedNumber(e164: string) {
  return `${e164.slice(0, 3)} ••• ${e164.slice(-3)}`
}
