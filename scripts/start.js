/**
 * `npm start`: builds the web app when its build is missing or stale,
 * migrates, seeds the demo data on the first embedded run, then serves.
 * Embedded mode (no DATABASE_URL): PGlite under storage/, in-process jobs,
 * mail kept in the local outbox. Runs on the Node 24 that npm puts first on PATH.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { webAppBuildIsStale } from './lib/web_app_build.js'
import { memoryFlags } from './lib/node_memory_flags.js'

const root = new URL('..', import.meta.url).pathname
const embedded = !process.env.DATABASE_URL
const storage = process.env.STORAGE_PATH ?? join(root, 'storage')

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed`)
    process.exit(result.status ?? 1)
  }
}

if (existsSync(join(root, 'ui', 'vite.config.ts')) && webAppBuildIsStale(root)) {
  console.log('› Building the web app…')
  run('npm', ['run', 'build', '-w', '@airdeck/ui'])
}

console.log(
  embedded ? `› Embedded database in ${join(storage, 'pglite')}` : '› PostgreSQL from DATABASE_URL'
)
run(process.execPath, ['ace.js', 'migration:run', '--force'])

const seededMarker = join(storage, '.demo-seeded')
// Production never gets the demo (published passwords) unless DEMO_IN_PRODUCTION=true forces it (the seed refuses too).
const production =
  process.env.NODE_ENV === 'production' && process.env.DEMO_IN_PRODUCTION !== 'true'
if (embedded && production && !existsSync(seededMarker)) {
  console.log('› Production: no demo data. Create the first admin with `node ace admin:create`.')
} else if (embedded && process.env.DEMO_SEED !== 'false' && !existsSync(seededMarker)) {
  console.log('› Seeding the demo data (first run)…')
  run(process.execPath, ['ace.js', 'db:seed'])
  mkdirSync(storage, { recursive: true })
  writeFileSync(seededMarker, new Date().toISOString())
}

// WEB_PROCESSES=N (N > 1, PostgreSQL and Redis): N web processes sharing the port (bin/cluster.ts).
const entry = Number(process.env.WEB_PROCESSES ?? 1) > 1 ? 'bin/cluster.ts' : 'bin/server.ts'
const server = spawn(
  process.execPath,
  [...memoryFlags(), '--import=@poppinss/ts-exec', '--enable-source-maps', entry],
  {
    cwd: root,
    stdio: 'inherit',
    // The embedded demo's webhook receiver and simulators listen on loopback, which outbound requests refuse otherwise.
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '3333',
      ...(embedded ? { OUTBOUND_ALLOW_PRIVATE: process.env.OUTBOUND_ALLOW_PRIVATE ?? 'true' } : {}),
    },
  }
)
console.log(`› Airdeck on http://localhost:${process.env.PORT ?? 3333}`)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
