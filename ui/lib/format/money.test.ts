import { describe, expect, it } from 'vitest'
import { formatCents } from './invoice-format'

describe('invoice amounts (spec §9: euro with a decimal comma)', () => {
  it('writes cents as euros with a decimal comma in every language', () => {
    for (const language of ['nl', 'fr', 'de', 'en']) {
      const text = formatCents(123450, 'eur', language)
      expect(text, language).toMatch(/1[\s.\u202f\u00a0]?234,50/)
      expect(text, language).toContain('€')
    }
  })
})
