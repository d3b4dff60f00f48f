import { spawn } from 'node:child_process'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'

type LogLine = Record<string, unknown> & { msg?: string }

/**
 * A dedicated worker (`node ace jobs:work`) as production runs it: every line it writes to stdout, its start and stop
 * lines included, is one JSON object from the app's logger, so a log pipeline parses them like the web's.
 */
test.group('Jobs / worker process', () => {
  test('start and stop lines are JSON log lines', async ({ assert }) => {
    const { lines, exitCode } = await runWorkerUntilStarted()
    const messages = lines.map((line) => line.msg)
    assert.include(messages, 'jobs: workers running; stop with SIGTERM or Ctrl-C')
    assert.include(messages, 'jobs: stopping after the running jobs finish')
    assert.include(messages, 'jobs: workers stopped')
    const running = lines.find((line) => line.msg?.startsWith('jobs: workers running'))!
    assert.include(running, { level: 30, name: 'airdeck', driver: 'in-process' })
    assert.isNumber(running.pid)
    assert.equal(exitCode, 0)
  }).timeout(60_000)
})

/** Starts the worker in production mode, sends SIGTERM once it says it runs, and parses every stdout line. */
function runWorkerUntilStarted(): Promise<{ lines: LogLine[]; exitCode: number | null }> {
  const child = spawn(process.execPath, [app.makePath('ace.js'), 'jobs:work'], {
    cwd: app.makePath(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      APP_URL: 'https://airdeck.test',
      JOBS_DRIVER: 'in-process',
      // A database of its own that does not exist: this worker must not run the suite's jobs; its sweep's failures
      // are log lines too, and must be JSON as well.
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/airdeck_worker_log_test_absent',
    },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
    if (stdout.includes('jobs: workers running')) child.kill('SIGTERM')
  })
  child.stderr.on('data', (chunk) => (stderr += chunk))
  // Never left behind, whatever it printed: the test's own timeout would otherwise leave it running.
  const safety = setTimeout(() => child.kill('SIGKILL'), 45_000)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (exitCode) => {
      clearTimeout(safety)
      try {
        const lines = stdout
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => JSON.parse(line) as LogLine)
        resolve({ lines, exitCode })
      } catch (error) {
        reject(new Error(`a line is not JSON: ${(error as Error).message}\n${stdout}\n${stderr}`))
      }
    })
  })
}
