import type { PoeMode } from '#core/plugins/controller_contract'

/** The controller writes 24 V passive as `pasv24`; aiounifi documents `24v` (vendors.md §2.3). */
export function poeModeFromUnifi(mode: string | null | undefined): PoeMode | null {
  switch (mode) {
    case 'auto':
      return 'auto'
    case 'off':
      return 'off'
    case 'pasv24':
    case '24v':
      return 'passive24'
    case 'passthrough':
      return 'passthrough'
    default:
      return null
  }
}

export function poeModeToUnifi(mode: PoeMode): string {
  return mode === 'passive24' ? 'pasv24' : mode
}
