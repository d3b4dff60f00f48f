import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as commonPackage from '@zxcvbn-ts/language-common'
import * as englishPackage from '@zxcvbn-ts/language-en'

/**
 * How guessable a new password is (NIST 800-63B §5.1.1.2, ASVS 2.1.7), estimated offline by zxcvbn-ts with its
 * common-password, name and word lists. The web app's strength meter runs the same estimator with the same words
 * and threshold (ui/components/password/password-estimator.ts), so what it shows is what the server decides.
 */

/** zxcvbn's scores run from 0 (too guessable) to 4; below this one a password is refused. */
export const MIN_PASSWORD_SCORE = 3

/**
 * Words of our languages and our product that zxcvbn's English and common lists lack (the rest of the former
 * hand-written blocklist is in them). Keep in step with ui/components/password/password-words.ts.
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
export type WeakPasswordReason =
  'common' | 'personal' | 'names' | 'word' | 'pattern' | 'repeat' | 'dates' | 'guessable'

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

let estimator: ZxcvbnFactory | null = null

/** Built on first use (the dictionaries take a moment to rank), then shared. */
function zxcvbn() {
  estimator ??= new ZxcvbnFactory({
    dictionary: {
      ...commonPackage.dictionary,
      ...englishPackage.dictionary,
      airdeck: EXTRA_PASSWORD_WORDS,
    },
    graphs: commonPackage.adjacencyGraphs,
  })
  return estimator
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

/**
 * Why a password is too guessable, or null when it is not: refused when the person's own name or address makes
 * up half of it or more ("Peeters-2026!" for Ann Peeters), when all its letters are one listed word however
 * decorated ("Welkom2026!", as the former blocklist refused), or when zxcvbn scores it below MIN_PASSWORD_SCORE.
 */
export function weakPasswordReason(
  password: string,
  userInputs: string[] = []
): WeakPasswordReason | null {
  const result = zxcvbn().check(password, userInputs)
  const personal = personalShare(password, userInputs)
  if (personal * 2 >= password.length) return 'personal'
  const words = result.sequence.filter((match) => match.pattern === 'dictionary')
  if (words.length === 1 && letterCount(words[0].token) === letterCount(password))
    return reasonOfWord(String(words[0].dictionaryName))
  if (result.score >= MIN_PASSWORD_SCORE) return null
  return REASON_OF_WARNING[result.feedback.warning ?? ''] ?? 'guessable'
}
