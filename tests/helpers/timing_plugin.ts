import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import type { PluginFn } from '@japa/runner/types'

/**
 * Writes each file's wall time and each test's duration to the JSON file named by TEST_TIMING_FILE (set by
 * `npm test`), so the suite's slow parts are measured rather than guessed. A file's time runs from its first group
 * or test until the next file starts, so group hooks (seeding, servers) count where they are spent.
 */
export const timingPlugin: PluginFn = ({ emitter }) => {
  const target = process.env.TEST_TIMING_FILE
  if (!target) return

  const files = new Map<string, number>()
  const tests: { file: string; title: string; ms: number; failed: boolean }[] = []
  let current: { file: string; since: number } | undefined
  let group = ''

  const enter = (fileName: string | undefined) => {
    const file = fileName ? relative(process.cwd(), fileName) : 'unknown'
    if (current?.file === file) return
    const now = performance.now()
    if (current) files.set(current.file, (files.get(current.file) ?? 0) + now - current.since)
    current = { file, since: now }
  }

  emitter.on('group:start', (payload) => {
    group = payload.title
    enter(payload.meta.fileName)
  })
  emitter.on('group:end', () => {
    group = ''
  })
  emitter.on('test:start', (payload) => enter(payload.meta.fileName))
  emitter.on('test:end', (payload) => {
    tests.push({
      file: current?.file ?? 'unknown',
      title: [group, payload.title.expanded].filter(Boolean).join(' / '),
      ms: Math.round(payload.duration),
      failed: payload.hasError,
    })
  })
  emitter.on('runner:end', () => {
    enter(undefined)
    const report = {
      files: [...files]
        .filter(([file]) => file !== 'unknown')
        .map(([file, ms]) => ({ file, ms: Math.round(ms) })),
      tests,
    }
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, JSON.stringify(report))
  })
}
