import {
  PASSWORD_CHARACTER_RULES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordCharacterRule,
} from '@airdeck/api-types/password-policy'
import type { PasswordEstimate } from './password-estimator'

export type PasswordRule = 'length' | PasswordCharacterRule

/** The password rules of spec §5 as the server checks them, in the order they are shown. */
export const PASSWORD_RULES: { rule: PasswordRule; test: (password: string) => boolean }[] = [
  { rule: 'length', test: (password) => password.length >= PASSWORD_MIN_LENGTH },
  ...PASSWORD_CHARACTER_RULES,
]

export function unmetRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter(({ test }) => !test(password)).map(({ rule }) => rule)
}

export function isPasswordAcceptable(password: string): boolean {
  return unmetRules(password).length === 0 && password.length <= PASSWORD_MAX_LENGTH
}

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'good' | 'strong'

const LEVEL_OF_SCORE: PasswordStrength[] = ['weak', 'weak', 'fair', 'good', 'strong']

/**
 * The strength: zxcvbn's score once the estimator has loaded (a password it refuses is weak, whatever its
 * score); before that, a rough one from the rules met, plus length and digits beyond the minimum.
 */
export function passwordStrength(
  password: string,
  estimate: PasswordEstimate | null = null
): { level: PasswordStrength; percent: number } {
  if (!password) return { level: 'empty', percent: 0 }
  const met = PASSWORD_RULES.length - unmetRules(password).length
  if (estimate) {
    const score =
      met < PASSWORD_RULES.length || estimate.reason ? Math.min(estimate.score, 1) : estimate.score
    return { level: LEVEL_OF_SCORE[score] ?? 'weak', percent: Math.round(((score + 1) / 5) * 100) }
  }
  const bonus = (password.length >= 12 ? 1 : 0) + (/\d/.test(password) ? 1 : 0)
  const score = met + (met === PASSWORD_RULES.length ? bonus : 0)
  const percent = Math.max(10, Math.round((score / (PASSWORD_RULES.length + 2)) * 100))
  if (met < 3) return { level: 'weak', percent }
  if (met < PASSWORD_RULES.length) return { level: 'fair', percent }
  return { level: score === PASSWORD_RULES.length + 2 ? 'strong' : 'good', percent }
}
