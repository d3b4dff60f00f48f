/** `npm run bench`: runs every benchmark script in bench/ in turn; each prints its own figures. */
import { spawnSync } from 'node:child_process'

const root = new URL('..', import.meta.url).pathname
let failures = 0
for (const script of ['bench/server_self.js', 'bench/ui_bundle.js']) {
  console.log(`\n━━ ${script}`)
  const result = spawnSync(process.execPath, [script], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) failures++
}
process.exit(failures ? 1 : 0)
