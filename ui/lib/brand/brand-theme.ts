import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from '@mantine/core'
import { BRAND_INVERTED_TINT } from '@/config/constants'
import type { BrandConfig } from '@/lib/session/session-state'
import { readableOn, shadesOf, tint } from './colors'

export const DEFAULT_MAIN_COLOR = '#1971c2'

// WCAG AA: 4.5:1 for text (links), 3:1 for a graphical mark (the active navigation bar).
const TEXT_CONTRAST = 4.5
const MARK_CONTRAST = 3
const PAGE = '#ffffff'

function validColor(value: string | null | undefined): string | null {
  return value && shadesOf(value) ? value : null
}

/**
 * The Mantine theme for a brand (spec §7 init): its main colour drives the primary palette (buttons, focus),
 * its accent colour (the main colour when it has none) the `accent` palette, the links and the active
 * navigation item's bar, each darkened where needed to stay readable on white.
 */
export function brandTheme(brand: BrandConfig): MantineThemeOverride {
  const main = validColor(brand.main_color) ?? DEFAULT_MAIN_COLOR
  const accent = validColor(brand.accent_color) ?? main
  return createTheme({
    primaryColor: 'brand',
    primaryShade: 6,
    autoContrast: true,
    colors: { brand: shadesOf(main)!, accent: shadesOf(accent)! },
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    defaultRadius: 'md',
    // Someone whose system asks for less motion gets menus, dialogs and notices without their transitions.
    respectReducedMotion: true,
    other: {
      mainColor: main,
      invertedColor: tint(main, BRAND_INVERTED_TINT),
      accentColor: accent,
      accentText: readableOn(accent, PAGE, TEXT_CONTRAST),
      accentMark: readableOn(accent, PAGE, MARK_CONTRAST),
    },
  })
}

/** Readable secondary text (the default `dimmed` grey is below WCAG AA contrast) and the brand's own colours. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {
    '--airdeck-brand-inverted': String(theme.other.invertedColor),
    '--airdeck-brand-accent-mark': String(theme.other.accentMark),
  },
  // Mantine's default error red (red 6, about 3.7:1 on white) is too light for field messages: WCAG AA wants 4.5:1.
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[8],
    '--mantine-color-anchor': String(theme.other.accentText),
  },
  dark: {},
})
