import { describe, expect, it } from 'vitest'
import { createTheme, mergeMantineTheme, DEFAULT_THEME } from '@mantine/core'
import { brandTheme, cssVariablesResolver } from './brand-theme'
import { contrastRatio, parseHex, readableOn, shadesOf, tint } from './colors'
import { brandFromHost, firstHostLabel } from './host'

describe('brand from the host', () => {
  it('uses the first host label, except for the platform labels', () => {
    expect(brandFromHost('acme.airdeck.example')).toBe('acme')
    for (const label of ['dash', 'portal', 'public', 'demo', 'captive']) {
      expect(brandFromHost(`${label}.airdeck.example`)).toBeNull()
    }
    expect(brandFromHost('localhost')).toBeNull()
    expect(brandFromHost('127.0.0.1')).toBeNull()
    expect(firstHostLabel('Status.Airdeck.example')).toBe('status')
  })
})

describe('brand colours', () => {
  it('tints towards white by the factor', () => {
    expect(tint('#000000', 0.8)).toBe('#cccccc')
    expect(tint('#ff0000', 0.8)).toBe('#ffcccc')
    expect(parseHex('#abc')).toEqual([170, 187, 204])
    expect(parseHex('red')).toBeNull()
  })

  it('builds ten shades with the brand colour at index 6', () => {
    const shades = shadesOf('#e8590c')!
    expect(shades).toHaveLength(10)
    expect(shades[6]).toBe('#e8590c')
  })

  it('applies the main colour and its 0.8 tint as the inverted colour', () => {
    const theme = brandTheme({ main_color: '#112233' })
    expect(theme.colors?.brand?.[6]).toBe('#112233')
    expect(theme.other).toMatchObject({
      mainColor: '#112233',
      invertedColor: tint('#112233', 0.8),
    })
    expect(brandTheme({ main_color: 'not a colour' }).other?.mainColor).toBe('#1971c2')
  })
})

describe('the accent colour', () => {
  const full = (brand: Parameters<typeof brandTheme>[0]) =>
    mergeMantineTheme(DEFAULT_THEME, createTheme(brandTheme(brand)))

  it('builds the accent palette from the accent colour, else from the main colour', () => {
    const theme = brandTheme({ main_color: '#112233', accent_color: '#e8590c' })
    expect(theme.colors?.accent).toEqual(shadesOf('#e8590c'))
    expect(theme.colors?.brand?.[6]).toBe('#112233')
    expect(theme.other?.accentColor).toBe('#e8590c')
    for (const accent of [null, undefined, 'teal']) {
      const plain = brandTheme({ main_color: '#112233', accent_color: accent })
      expect(plain.colors?.accent).toEqual(shadesOf('#112233'))
      expect(plain.other?.accentColor).toBe('#112233')
    }
  })

  it('keeps a dark accent as it is for links and the navigation mark', () => {
    const { accentText, accentMark } = brandTheme({ accent_color: '#5f3dc4' }).other!
    expect(accentText).toBe('#5f3dc4')
    expect(accentMark).toBe('#5f3dc4')
  })

  it('darkens a light accent just enough to read on white (4.5:1 text, 3:1 mark)', () => {
    const { accentText, accentMark } = brandTheme({ accent_color: '#ffd43b' }).other!
    expect(contrastRatio('#ffd43b', '#ffffff')).toBeLessThan(3)
    expect(contrastRatio(String(accentText), '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(String(accentMark), '#ffffff')).toBeGreaterThanOrEqual(3)
    expect(contrastRatio(String(accentMark), '#ffffff')).toBeLessThan(4.5)
    expect(accentText).not.toBe('#000000')
  })

  it('colours the links and the navigation mark through CSS variables', () => {
    const theme = full({ main_color: '#112233', accent_color: '#ffd43b' })
    const resolved = cssVariablesResolver(theme)
    expect(theme.other.accentText).toMatch(/^#[0-9a-f]{6}$/)
    expect(theme.other.accentMark).toMatch(/^#[0-9a-f]{6}$/)
    expect(resolved.light['--mantine-color-anchor']).toBe(theme.other.accentText)
    expect(resolved.variables['--airdeck-brand-accent-mark']).toBe(theme.other.accentMark)
  })

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(readableOn('#ffffff', '#ffffff', 4.5)).not.toBe('#ffffff')
  })
})
