/**
 * `npm run fuzz`: the route fuzzing of the test suite, longer. FUZZ_RUNS inputs per route (default 200),
 * FUZZ_SEED to replay a run; and the API document's conformance check with CONFORMANCE_RUNS requests per operation
 * and actor (default 10, same seed); on the test settings of .env.test like `npm test`.
 */
import { spawn } from 'node:child_process'

const env = {
  ...process.env,
  NODE_ENV: 'test',
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '200',
  FUZZ_SEED: process.env.FUZZ_SEED ?? String(Date.now() % 1e9),
}
env.CONFORMANCE_RUNS ??= '10'
env.CONFORMANCE_SEED ??= env.FUZZ_SEED
for (const key of [
  'DATABASE_URL',
  'REDIS_URL',
  'APP_KEY',
  'SMTP_HOST',
  'SMTP_PORT',
  'PORT',
  'HOST',
])
  delete env[key]
console.log(
  `fuzzing with FUZZ_RUNS=${env.FUZZ_RUNS} FUZZ_SEED=${env.FUZZ_SEED} CONFORMANCE_RUNS=${env.CONFORMANCE_RUNS}`
)
const child = spawn(
  process.execPath,
  [
    'ace.js',
    'test',
    'functional',
    '--files',
    'tests/functional/contract/fuzz_routes.spec.ts',
    '--files',
    'tests/functional/contract/conformance.spec.ts',
  ],
  {
    cwd: new URL('..', import.meta.url).pathname,
    env,
    stdio: 'inherit',
  }
)
child.on('close', (code) => process.exit(code ?? 1))
