import { spawn } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface SpawnedRun {
  code: number | null
  output: string
}

/**
 * The environment of this test process without what would leak into a production child (its own .env.test values).
 * No drain on SIGTERM unless a test asks: no balancer watches these children, and a web process on DATABASE_URL would
 * otherwise wait 6 s before it stops (core/kernel/runtime/draining.ts).
 */
export function childEnvironment(overrides: Record<string, string | undefined>) {
  const environment: Record<string, string | undefined> = {
    ...process.env,
    SHUTDOWN_DRAIN_MS: '0',
    ...overrides,
  }
  for (const [name, value] of Object.entries(overrides))
    if (value === undefined) delete environment[name]
  return environment as NodeJS.ProcessEnv
}

/**
 * Runs `node ace …` or a `bin/*.ts` entry of this repository as a child process and collects stdout and stderr.
 * `until` ends it early (SIGTERM) once the output matches, for processes that would otherwise keep serving.
 */
export function runApp(
  args: string[],
  environment: NodeJS.ProcessEnv,
  options: { until?: RegExp; timeoutMs?: number } = {}
): Promise<SpawnedRun> {
  const entry = args[0].startsWith('bin/')
    ? ['--import=@poppinss/ts-exec', ...args]
    : ['ace.js', ...args]
  const child = spawn(process.execPath, entry, { cwd: root, env: environment })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${args.join(' ')} did not finish in time:\n${output}`))
    }, options.timeoutMs ?? 60_000)
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (options.until?.test(output)) child.kill('SIGTERM')
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output: output.replace(/\x1b\[[0-9;]*m/g, '') })
    })
  })
}

/** A port nobody listens on at this moment (the kernel's choice), for a child process to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

export interface ServedApp {
  url: string
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts a web process (`bin/server.ts`) on a free loopback port and resolves once it says it listens (the server
 * logs the port it was given, so `PORT=0` would not tell); `stop` ends it. Rejects with the output when it exits first.
 */
export async function serveApp(
  environment: NodeJS.ProcessEnv,
  timeoutMs = 60_000
): Promise<ServedApp> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: root,
    env: { ...environment, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info' },
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await exited
  }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the web process did not listen in time:\n${output}`))
    }, timeoutMs)
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (!output.includes('started HTTP server')) return
      clearTimeout(timer)
      resolve()
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the web process exited (${code}) before it listened:\n${output}`))
    })
  })
  return { url: `http://127.0.0.1:${port}`, output: () => output, stop }
}
