/** The Stripe simulator as a standalone process (core/billing/stripe/simulator/main.ts) on a free loopback port. */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const root = new URL('../..', import.meta.url).pathname

export function spawnStripeSimulator(key, args = []) {
  const child = spawn(
    process.execPath,
    [
      '--import=@poppinss/ts-exec',
      'core/billing/stripe/simulator/main.ts',
      '--key',
      key,
      '--host',
      '127.0.0.1',
      ...args,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }
  )
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`stripe simulator exited with ${code}`)))
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ ...JSON.parse(line), pid: child.pid, stop: () => child.kill('SIGTERM') })
    )
  })
}
