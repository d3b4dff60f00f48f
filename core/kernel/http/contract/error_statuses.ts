import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'

const CODE = `'(E_[A-Z0-9_]+)'`
/** How the code raises an error with a fixed status: `new AppException(409, 'E_…')`, the 429 and 422 helpers, status tables. */
const PATTERNS: Array<{ pattern: RegExp; status?: number }> = [
  { pattern: new RegExp(`AppException\\(\\s*(\\d{3}),\\s*${CODE}`, 'g') },
  {
    pattern: new RegExp(
      `AppException\\(\\s*(\\d{3}),\\s*[\\w.]+\\s*\\?\\s*${CODE}\\s*:\\s*${CODE}`,
      'g'
    ),
  },
  { pattern: new RegExp(`\\btooManyRequests\\(\\s*${CODE}`, 'g'), status: 429 },
  {
    pattern: new RegExp(
      `\\bconsume(?:OrThrow)?\\((?:[^()]|\\([^()]*\\))*?,\\s*${CODE}\\s*\\)`,
      'g'
    ),
    status: 429,
  },
  {
    pattern: new RegExp(`\\binvalidField\\((?:[^()]|\\([^()]*\\))*?,\\s*${CODE}\\s*\\)`, 'g'),
    status: 422,
  },
  { pattern: /\b(E_[A-Z0-9_]+):\s*(\d{3})\b/g },
]

/**
 * The HTTP statuses each error code is raised with, read once from the code that raises it (core/, plugins/), so the
 * API document lists a declared code under its real status without a second table to keep in step. A code raised
 * in another way is documented under 422 (openapi.ts); the conformance check (tests/functional/contract/) catches
 * a status the document does not list.
 */
let statuses: Map<string, Set<number>> | undefined
export function errorStatuses(): Map<string, Set<number>> {
  if (statuses) return statuses
  statuses = new Map()
  for (const folder of ['core', 'plugins', 'providers']) {
    for (const file of sourceFiles(app.makePath(folder)))
      collect(readFileSync(file, 'utf8'), statuses)
  }
  return statuses
}

function collect(source: string, into: Map<string, Set<number>>) {
  const add = (code: string, status: number) =>
    (into.get(code) ?? into.set(code, new Set()).get(code)!).add(status)
  for (const { pattern, status } of PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const groups = match.slice(1)
      const fixed = status ?? Number(groups.find((group) => /^\d{3}$/.test(group)))
      for (const code of groups.filter((group) => group?.startsWith('E_'))) add(code, fixed)
    }
  }
}

function sourceFiles(folder: string): string[] {
  let entries
  try {
    entries = readdirSync(folder, { withFileTypes: true })
  } catch {
    return []
  }
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}
