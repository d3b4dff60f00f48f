#!/usr/bin/env node
import { fileURLToPath } from 'node:url'

const [major] = process.versions.node.split('.').map(Number)
if (major < 24) {
  process.stderr.write(`airdeck needs Node.js 24 or newer (this is ${process.version}).\n`)
  process.exit(1)
}

// ts-exec reads the tsconfig found from this directory; without it, it would pick
// whatever tsconfig sits above the user's working directory.
process.env.TS_EXEC_PWD ??= fileURLToPath(new URL('..', import.meta.url))

await import('@poppinss/ts-exec')
// main.js resolves to main.tsx through ts-exec, which refuses explicit .tsx specifiers.
await import('../src/main.js')
