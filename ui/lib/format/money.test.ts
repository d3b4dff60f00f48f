import { describe, expect, it } from 'vitest'
import { formatCents, formatDay, parseEuros } from './money'

describe('money on every screen (spec §9: euro with a decimal comma)', () => {
  it('writes cents as euros with a decimal comma in every language, regional variants included', () => {
    for (const language of ['nl', 'fr', 'de', 'en', 'en-US', 'nl-NL']) {
      const text = formatCents(123450, 'eur', language)
      expect(text, language).toMatch(/1[\s.\u202f\u00a0]?234,50/)
      expect(text, language).toContain('€')
    }
  })

  it('takes the currency in either case, defaults to euro and shows a dash for no amount', () => {
    expect(formatCents(500, 'USD', 'nl')).toContain('US$')
    expect(formatCents(500, null, 'nl')).toContain('€')
    expect(formatCents(null, 'eur', 'nl')).toBe('—')
    expect(formatDay(null, 'nl')).toBe('—')
  })

  it('reads typed euros with a comma or a point as whole cents, and nothing else', () => {
    expect(parseEuros('12,5')).toBe(1250)
    expect(parseEuros('12.50')).toBe(1250)
    expect(parseEuros(7)).toBe(700)
    expect(parseEuros('12,555')).toBeNull()
    expect(parseEuros('-3')).toBeNull()
  })
})
