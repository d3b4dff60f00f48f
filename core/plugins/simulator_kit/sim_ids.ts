import { createHash } from 'node:crypto'

/**
 * Deterministic ids for simulators: the same seed and counter give the same id in every run, so tests and the demo
 * can name objects before the simulator makes them.
 */
export function seededIds(seed: number, scope: string) {
  let counter = 0
  const digest = () => createHash('sha256').update(`${scope}:${seed}:${++counter}`).digest('hex')
  return {
    /** An RFC 4122 version-4 shaped uuid. */
    uuid(): string {
      const hex = digest()
      const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
    },
    /** `length` lower-case hex digits. */
    hex(length: number): string {
      return digest().slice(0, length)
    },
  }
}
