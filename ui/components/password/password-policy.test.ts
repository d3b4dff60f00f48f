import { describe, expect, it } from 'vitest'
import { isPasswordAcceptable, passwordStrength, unmetRules } from './password-policy'

describe('password policy (spec §5)', () => {
  it('names the rules a password does not meet yet', () => {
    expect(unmetRules('')).toEqual(['length', 'uppercase', 'lowercase', 'special'])
    expect(unmetRules('abcdefgh')).toEqual(['uppercase', 'special'])
    expect(unmetRules('Abcdefg!')).toEqual([])
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
