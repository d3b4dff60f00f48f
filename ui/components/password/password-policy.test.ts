import { describe, expect, it } from 'vitest'
import { WEAK_PASSWORD_REASONS } from '@airdeck/api-types/password-policy'
import { LANGUAGES } from '@/config/constants'
import {
  isPasswordAcceptable,
  PASSWORD_RULES,
  passwordStrength,
  unmetRules,
} from './password-policy'

const commonOf = (language: string) =>
  import(`../../locales/${language}/common.json`).then((module) => module.default)

describe('password policy (spec §5)', () => {
  it('names the rules a password does not meet yet', () => {
    expect(unmetRules('')).toEqual(['length', 'uppercase', 'lowercase', 'special'])
    expect(unmetRules('abcdefgh')).toEqual(['uppercase', 'special'])
    expect(unmetRules('Abcdefg!')).toEqual([])
  })

  it('counts a space as a special character, as the server does', () => {
    expect(unmetRules('Zebra lamp forty')).toEqual([])
    expect(unmetRules('Zebralampforty')).toEqual(['special'])
  })

  it('has every rule and every reason of the shared policy in the four languages', async () => {
    for (const language of LANGUAGES) {
      const { password } = await commonOf(language)
      for (const { rule } of PASSWORD_RULES) expect(password.rules[rule], language).toBeTruthy()
      for (const reason of WEAK_PASSWORD_REASONS)
        expect(password.reasons[reason], language).toBeTruthy()
    }
  })

  it('accepts at most 128 characters', () => {
    expect(isPasswordAcceptable(`Aa!${'x'.repeat(125)}`)).toBe(true)
    expect(isPasswordAcceptable(`Aa!${'x'.repeat(126)}`)).toBe(false)
  })

  it('grades strength from weak to strong', () => {
    expect(passwordStrength('').level).toBe('empty')
    expect(passwordStrength('abc').level).toBe('weak')
    expect(passwordStrength('Abcdefgh').level).toBe('fair')
    expect(passwordStrength('Abcdefg!').level).toBe('good')
    expect(passwordStrength('Airdeck-demo-2026!').level).toBe('strong')
    expect(passwordStrength('Airdeck-demo-2026!').percent).toBe(100)
  })
})
