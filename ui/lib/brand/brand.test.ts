import { describe, expect, it } from 'vitest'
import { brandTheme } from './brand-theme'
import { parseHex, shadesOf, tint } from './colors'
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
    expect(theme.other).toEqual({ mainColor: '#112233', invertedColor: tint('#112233', 0.8) })
    expect(brandTheme({ main_color: 'not a colour' }).other?.mainColor).toBe('#1971c2')
  })
})
