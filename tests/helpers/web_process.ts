import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { childEnvironment, freePort } from '#tests/helpers/spawn_app'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Web processes still running: killed when the test process exits, so a failed test never leaves one holding a port. */
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * A production web process of this repository on `port` and `databaseUrl` (jobs left to nobody), resolved once it
 * listens; `env` adds or overrides variables. For the suites that check what several processes share.
 */
export function startProductionWeb(
  port: number,
  databaseUrl: string,
  env: Record<string, string>
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: root,
    env: childEnvironment({
      NODE_ENV: 'production',
      APP_URL: `http://127.0.0.1:${port}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JOBS_RUN_WORKER: 'false',
      LOG_LEVEL: 'info',
      RATE_LIMIT_SCALE: '1000',
      ...env,
    }),
  })
  running.add(child)
  child.once('exit', () => running.delete(child))
  let output = ''
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (/started HTTP server/.test(output)) resolve(child)
    }
    child.stdout!.on('data', collect)
    child.stderr!.on('data', collect)
    child.on('exit', (code) => reject(new Error(`web on ${port} exited (${code}):\n${output}`)))
  })
}

/** Stops a process started above (SIGTERM, its graceful shutdown) and waits for its exit. */
export function stopProcess(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.removeAllListeners('exit')
    child.on('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * `count` production web processes on ports nobody listens on (two test lanes run these files side by side, so fixed
 * ports could collide), all started or none: when one fails to start, the others are stopped before the error is
 * thrown.
 */
export async function startProductionWebs(
  count: number,
  databaseUrl: string,
  env: Record<string, string>
): Promise<{ processes: ChildProcess[]; ports: number[] }> {
  const ports: number[] = []
  while (ports.length < count) {
    const port = await freePort()
    if (!ports.includes(port)) ports.push(port)
  }
  const results = await Promise.allSettled(
    ports.map((port) => startProductionWeb(port, databaseUrl, env))
  )
  const processes = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : []
  )
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(processes.map(stopProcess))
    throw failure.reason
  }
  return { processes, ports }
}
