import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core'
import { BRAND_INVERTED_TINT } from '@/config/constants'
import type { BrandConfig } from '@/lib/session/session-state'
import { shadesOf, tint } from './colors'

export const DEFAULT_MAIN_COLOR = '#1971c2'

/** The Mantine theme for a brand: its main colour drives the primary palette (spec §7 init). */
export function brandTheme(brand: BrandConfig): MantineThemeOverride {
  const main = shadesOf(brand.main_color ?? '') ? brand.main_color! : DEFAULT_MAIN_COLOR
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    autoContrast: true,
    colors: { brand: shadesOf(main)! },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    defaultRadius: 'md',
    other: { mainColor: main, invertedColor: tint(main, BRAND_INVERTED_TINT) },
  })
}

/** Readable secondary text (the default `dimmed` grey is below WCAG AA contrast) and the inverted brand colour. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {
    '--airdeck-brand-inverted': String(theme.other.invertedColor),
  },
  // Mantine's default error red (red 6, about 3.7:1 on white) is too light for field messages: WCAG AA wants 4.5:1.
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[8],
  },
  dark: {},
})
