import type { MantineColorsTuple } from '@mantine/core'

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i

export function parseHex(value: string | undefined): [number, number, number] | null {
  const match = value?.trim().match(HEX)
  if (!match?.[1]) return null
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1]
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ]
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

function mix(rgb: number[], target: number, amount: number): string {
  return toHex(rgb.map((channel) => channel + (target - channel) * amount))
}

/** Moves a colour towards white by `factor` (0 = unchanged, 1 = white). */
export function tint(hex: string, factor: number): string {
  const rgb = parseHex(hex)
  return rgb ? mix(rgb, 255, factor) : hex
}

/** Ten shades for Mantine, lightest first, with the brand colour itself at index 6. */
export function shadesOf(hex: string): MantineColorsTuple | null {
  const rgb = parseHex(hex)
  if (!rgb) return null
  const lighter = [0.9, 0.78, 0.64, 0.5, 0.34, 0.18].map((amount) => mix(rgb, 255, amount))
  const darker = [0.14, 0.28, 0.42].map((amount) => mix(rgb, 0, amount))
  return [...lighter, toHex(rgb), ...darker] as unknown as MantineColorsTuple
}

function luminance(rgb: number[]): number {
  const [red, green, blue] = rgb.map((channel) => {
    const value = channel / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** The WCAG contrast ratio of two colours (1 to 21); 1 when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number {
  const [a, b] = [parseHex(first), parseHex(second)]
  if (!a || !b) return 1
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/**
 * The colour itself when it reaches `ratio` against `background`, else the least darkened version that does:
 * a brand may choose a light accent (yellow, mint) that would be unreadable as link text on white.
 */
export function readableOn(hex: string, background: string, ratio: number): string {
  const rgb = parseHex(hex)
  if (!rgb) return hex
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(rgb, 0, step / 20)
    if (contrastRatio(candidate, background) >= ratio) return candidate
  }
  return '#000000'
}
