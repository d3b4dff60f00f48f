/**
 * What every simulator's standalone `main.ts` shares: the common command-line options, the ready line on stdout
 * (`{"url","port",...}` as one JSON line) and a clean stop on SIGINT/SIGTERM.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'

export const COMMON_SIM_OPTIONS = {
  'port': { type: 'string', default: '0' },
  'host': { type: 'string', default: '127.0.0.1' },
  'seed': { type: 'string', default: '1' },
  'no-tls': { type: 'boolean', default: false },
  // Holds the simulated network's clock where it started: signals, uptimes and reboots stand still, so two reads
  // answer the same (a benchmark's unchanged re-sync). Sessions and tokens then never expire. UniFi and Omada use it;
  // Peplink and ZeroTier answer the same on every read anyway.
  'still': { type: 'boolean', default: false },
} as const satisfies ParseArgsConfig['options']

export function parseSimArgs<T extends NonNullable<ParseArgsConfig['options']>>(own: T) {
  return parseArgs({ options: { ...COMMON_SIM_OPTIONS, ...own } }).values
}

/** The simulator's clock for `--still` (the start, held), or undefined for the real one. */
export function stillClock(values: { still?: boolean }) {
  if (!values.still) return undefined
  const startedAt = Date.now()
  return () => startedAt
}

export function announceAndWait(
  simulator: { url: string; port: number; stop(): Promise<void> },
  extra: Record<string, unknown> = {}
) {
  process.stdout.write(
    JSON.stringify({ url: simulator.url, port: simulator.port, ...extra }) + '\n'
  )
  const shutdown = async () => {
    await simulator.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown())
  process.on('SIGTERM', () => void shutdown())
}
