/*
|--------------------------------------------------------------------------
| Several web processes on one port
|--------------------------------------------------------------------------
| `node --import=@poppinss/ts-exec bin/cluster.ts` (or build/bin/cluster.js)
| forks WEB_PROCESSES copies of bin/server.ts (default: one per CPU) that
| share PORT through node:cluster. The processes keep no state of their own
| (sessions, rate limits and jobs live in Redis/PostgreSQL), so this needs
| DATABASE_URL (embedded PGlite is one process) and, for more than one process, REDIS_URL. SIGTERM/SIGINT stop every
| worker gracefully; a worker that dies unexpectedly is replaced.
*/
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'

const count = Number(process.env.WEB_PROCESSES ?? availableParallelism())
if (!process.env.DATABASE_URL) {
  console.error(
    'bin/cluster needs DATABASE_URL: embedded PGlite cannot be shared by several processes'
  )
  process.exit(1)
}
if (count > 1 && !process.env.REDIS_URL) {
  // Without Redis each process would keep its own sessions, rate-limit counts and cache stamps: a token revoked or a
  // portal unpublished through one process would still be honoured by the others until their caches expire.
  console.error(
    "bin/cluster needs REDIS_URL for more than one web process: sessions, rate limits and the stamps that expire every process's cached permissions and portals are shared through Redis"
  )
  process.exit(1)
}

cluster.setupPrimary({
  exec: new URL('./server' + (import.meta.url.endsWith('.ts') ? '.ts' : '.js'), import.meta.url)
    .pathname,
})
let stopping = false
for (let i = 0; i < count; i++) cluster.fork()
cluster.on('exit', (worker, code) => {
  if (!stopping) {
    console.error(`web process ${worker.process.pid} exited with ${code}; starting another`)
    cluster.fork()
  } else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
})
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) {
      // SIGTERM runs the app's graceful shutdown; the disconnect drops the IPC channel, which would keep the worker alive.
      worker?.process.kill('SIGTERM')
      worker?.disconnect()
    }
  })
}
