/**
 * `--import` this file to learn which packages a process loads: every package an import or require resolves to is
 * recorded and, when the process exits, written as a JSON list to LOADED_PACKAGES_FILE. Used by the boot memory
 * test (tests/functional/operations/boot_modules.spec.ts).
 */
import { registerHooks } from 'node:module'
import { writeFileSync } from 'node:fs'
import { isMainThread } from 'node:worker_threads'

const packages = new Set()
const PACKAGE = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context)
    const name = PACKAGE.exec(resolved.url)?.[1]
    if (name) packages.add(name)
    return resolved
  },
})

// The process's own packages: worker threads (the logger's transport) are preloaded with this file too.
process.on('exit', () => {
  if (isMainThread && process.env.LOADED_PACKAGES_FILE)
    writeFileSync(process.env.LOADED_PACKAGES_FILE, JSON.stringify([...packages].sort()))
})
