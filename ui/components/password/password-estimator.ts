import type { ZxcvbnFactory } from '@zxcvbn-ts/core'

/**
 * The server's password estimator in the browser (core/auth/services/password_strength.ts): zxcvbn-ts with the same
 * lists, words, user inputs and threshold, so the meter refuses what the server refuses and says why. Loaded on
 * demand (its dictionaries are a separate chunk), and offline: nothing leaves the browser.
 */
export const MIN_PASSWORD_SCORE = 3

/** Keep in step with EXTRA_PASSWORD_WORDS in core/auth/services/password_strength.ts. */
export const EXTRA_PASSWORD_WORDS = [
  'airdeck',
  'willkommen',
  'ikhouvanjou',
  'ichliebedich',
  'belgie',
  'antwerpen',
  'qwertz',
]

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

export interface PasswordEstimate {
  /** zxcvbn's 0 (too guessable) to 4. */
  score: number
  reason: WeakPasswordReason | null
}

export type PasswordEstimator = (password: string, userInputs?: string[]) => PasswordEstimate

let loading: Promise<PasswordEstimator> | null = null

export function loadPasswordEstimator(): Promise<PasswordEstimator> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([core, common, english]) => {
    const zxcvbn = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary, airdeck: EXTRA_PASSWORD_WORDS },
      graphs: common.adjacencyGraphs,
    })
    return (password, userInputs = []) => estimate(zxcvbn, password, userInputs)
  })
  return loading
}

/** The person's own words: names (apart and together), the address and its parts (as the server takes them). */
export function personalInputs(person: { firstname?: string; name?: string; email?: string }) {
  const text = (value?: string) => (value ?? '').trim().toLowerCase()
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

function reasonOfWord(dictionaryName: string): WeakPasswordReason {
  if (dictionaryName === 'passwords-common' || dictionaryName === 'airdeck') return 'common'
  if (dictionaryName.startsWith('firstnames') || dictionaryName.startsWith('lastnames'))
    return 'names'
  return 'word'
}

/** The server's rule: the own name or address as half of it, one decorated listed word, or a score below 3. */
function estimate(zxcvbn: ZxcvbnFactory, password: string, userInputs: string[]): PasswordEstimate {
  const result = zxcvbn.check(password, userInputs)
  const personal = personalShare(password, userInputs)
  const score = result.score
  if (personal * 2 >= password.length) return { score: Math.min(score, 1), reason: 'personal' }
  const words = result.sequence.filter((match) => match.pattern === 'dictionary')
  if (words.length === 1 && letterCount(words[0]!.token) === letterCount(password))
    return { score: Math.min(score, 2), reason: reasonOfWord(String(words[0]!.dictionaryName)) }
  if (score >= MIN_PASSWORD_SCORE) return { score, reason: null }
  return { score, reason: REASON_OF_WARNING[result.feedback.warning ?? ''] ?? 'guessable' }
}
