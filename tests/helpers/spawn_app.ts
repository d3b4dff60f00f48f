import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))

export interface SpawnedRun {
  code: number | null
  output: string
}

/** The environment of this test process without what would leak into a production child (its own .env.test values). */
export function childEnvironment(overrides: Record<string, string | undefined>) {
  const environment: Record<string, string | undefined> = { ...process.env, ...overrides }
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
