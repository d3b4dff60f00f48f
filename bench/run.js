/**
 * `npm run bench`: every benchmark in turn, each printing its own figures
 * (record them in docs/benchmarks.md). The page-load benchmark gets its
 * own production-like server.
 */
import { spawnSync } from 'node:child_process'
import { startBenchServer } from './lib/bench_server.js'

const root = new URL('..', import.meta.url).pathname
let failures = 0

function run(script, ...args) {
  console.log(`\n━━ ${script} ${args.join(' ')}`)
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) failures++
}

run('bench/server_self.js')
run('bench/locations_list.js')
run('bench/dashboard.js')
run('bench/status_page.js')
run('bench/controller_sync.js')
run('bench/controller_sync_vendors.js')
run('bench/portal_sign_in.js')
run('bench/tenants_import.js')
run('bench/inventory_import.js')
run('bench/webhooks.js')
run('bench/guest_event_fanout.js')
run('bench/billing.js')
run('bench/financials.js')
run('bench/configuration_report.js')
run('bench/installation_reports.js')
spawnSync('npm', ['run', 'build', '-w', '@airdeck/ui'], { cwd: root, stdio: 'ignore' })
run('bench/ui_bundle.js')
const server = await startBenchServer(3396)
try {
  run('bench/ui_lcp.js', '--url', server.base)
} finally {
  await server.stop()
}
process.exit(failures ? 1 : 0)
