import type { OptionsDictionary, ZxcvbnFactory } from '@zxcvbn-ts/core'

/**
 * The password rules of spec §5, in one place for the server's validator (core/auth/validators/password_rules.ts)
 * and the web app's form and strength meter (ui/components/password/), so what the meter shows is what the
 * server decides. Each rule and each reason has a name the server reports (`password_<name>`) and both sides
 * translate. The zxcvbn-ts estimator is passed in: the server builds it at start, the web app loads it on demand.
 */

export const PASSWORD_MIN_LENGTH = 8
/** Taken exactly as typed (never trimmed), up to this many characters. */
export const PASSWORD_MAX_LENGTH = 128

export type PasswordCharacterRule = 'uppercase' | 'lowercase' | 'special'

/** The characters a new password needs; a space counts as a special character (OWASP's list has it). */
export const PASSWORD_CHARACTER_RULES: {
  rule: PasswordCharacterRule
  test: (password: string) => boolean
}[] = [
  { rule: 'uppercase', test: (password) => /\p{Lu}/u.test(password) },
  { rule: 'lowercase', test: (password) => /\p{Ll}/u.test(password) },
  { rule: 'special', test: (password) => /[^\p{L}\p{N}]/u.test(password) },
]

/** zxcvbn's scores run from 0 (too guessable) to 4; below this one a password is refused. */
export const MIN_PASSWORD_SCORE = 3

/**
 * Words of our languages and our product that zxcvbn's English and common lists lack; the estimator is built
 * with these as the dictionary `airdeck` (see passwordDictionary).
 */
export const EXTRA_PASSWORD_WORDS = [
  'airdeck',
  'willkommen',
  'ikhouvanjou',
  'ichliebedich',
  'belgie',
  'antwerpen',
  'qwertz',
]

/** Why a password is refused, each with its own message in four languages (`password_<reason>`). */
export const WEAK_PASSWORD_REASONS = [
  'common',
  'personal',
  'names',
  'word',
  'pattern',
  'repeat',
  'dates',
  'guessable',
] as const
export type WeakPasswordReason = (typeof WEAK_PASSWORD_REASONS)[number]

const REASON_OF_WARNING: Record<string, WeakPasswordReason> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  userInputs: 'personal',
  namesByThemselves: 'names',
  commonNames: 'names',
  wordByItself: 'word',
  straightRow: 'pattern',
  keyPattern: 'pattern',
  sequences: 'pattern',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  recentYears: 'dates',
  dates: 'dates',
}

/** The dictionaries to build the estimator with: zxcvbn-ts's common and English lists, and our own words. */
export function passwordDictionary(
  common: OptionsDictionary,
  english: OptionsDictionary
): OptionsDictionary {
  return { ...common, ...english, airdeck: EXTRA_PASSWORD_WORDS }
}

/** The person's own words zxcvbn must treat as known: names (apart and together), the address and its parts. */
export function personalInputs(person: {
  firstname?: unknown
  name?: unknown
  email?: unknown
}): string[] {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '')
  const [firstname, name, email] = [text(person.firstname), text(person.name), text(person.email)]
  const local = email.split('@')[0] ?? ''
  const words = [
    firstname,
    name,
    `${firstname}${name}`,
    `${name}${firstname}`,
    email,
    local,
    ...`${firstname} ${name} ${local}`.split(/[\s._+-]+/),
  ]
  return [
    ...new Set(words.map((word) => word.replace(/\s+/g, '')).filter((word) => word.length >= 3)),
  ]
}

/**
 * How many characters of the password are the person's own words, found case-insensitively wherever they stand
 * (zxcvbn's own sequence may prefer a brute-force stretch over a short name, so it is not asked).
 */
function personalShare(password: string, userInputs: string[]) {
  const lower = password.toLowerCase()
  const covered = new Array<boolean>(lower.length).fill(false)
  for (const word of userInputs.map((input) => input.toLowerCase())) {
    if (word.length < 3) continue
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1))
      covered.fill(true, at, at + word.length)
  }
  return covered.filter(Boolean).length
}

const letterCount = (text: string) => text.replace(/[^\p{L}]/gu, '').length

/** The list a lone word comes from says why it is guessable. */
function reasonOfWord(dictionaryName: string): WeakPasswordReason {
  if (dictionaryName === 'passwords-common' || dictionaryName === 'airdeck') return 'common'
  if (dictionaryName.startsWith('firstnames') || dictionaryName.startsWith('lastnames'))
    return 'names'
  return 'word'
}

export interface PasswordEstimate {
  /** zxcvbn's 0 (too guessable) to 4, lowered for a refused password so that a meter never shows it as good. */
  score: number
  /** Why it is refused, or null when it is guessable enough. */
  reason: WeakPasswordReason | null
}

/**
 * How guessable a new password is (NIST 800-63B §5.1.1.2, ASVS 2.1.7): refused when the person's own name or
 * address makes up half of it or more ("Peeters-2026!" for Ann Peeters), when all its letters are one listed
 * word however decorated ("Welkom2026!"), or when zxcvbn scores it below MIN_PASSWORD_SCORE.
 */
export function estimatePassword(
  zxcvbn: ZxcvbnFactory,
  password: string,
  userInputs: string[] = []
): PasswordEstimate {
  const result = zxcvbn.check(password, userInputs)
  const score = result.score
  if (personalShare(password, userInputs) * 2 >= password.length)
    return { score: Math.min(score, 1), reason: 'personal' }
  const words = result.sequence.filter((match) => match.pattern === 'dictionary')
  const [word] = words
  if (words.length === 1 && word && letterCount(word.token) === letterCount(password))
    return { score: Math.min(score, 2), reason: reasonOfWord(String(word.dictionaryName)) }
  if (score >= MIN_PASSWORD_SCORE) return { score, reason: null }
  return { score, reason: REASON_OF_WARNING[result.feedback.warning ?? ''] ?? 'guessable' }
}
