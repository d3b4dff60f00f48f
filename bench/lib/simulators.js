/**
 * The four vendor simulators as standalone processes (each plugin's `simulator/main.ts`), for benchmarks: every one
 * serves `sites` generated venues of 10 devices and 50 clients (ZeroTier: 10 members, it has no clients) over
 * self-signed TLS on a free loopback port, and says how to add it as a controller (the body of POST /rest/controllers).
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

const root = new URL('../..', import.meta.url).pathname
const SECRET = 'Bench-sim-2026!'

/** Starts `plugins/<vendor>/simulator/main.ts` and resolves with its ready line ({url, port, ...}) once it is listening. */
export function spawnSimulator(vendor, args) {
  const child = spawn(
    process.execPath,
    ['--import=@poppinss/ts-exec', `plugins/${vendor}/simulator/main.ts`, ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }
  )
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`${vendor} simulator exited with ${code}`)))
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ ...JSON.parse(line), pid: child.pid, stop: () => child.kill('SIGTERM') })
    )
  })
}

/** Per vendor: its command line for `sites` venues, and the controller form for the started simulator. */
export const VENDOR_SIMULATORS = {
  unifi: {
    args: (sites) => [
      '--sites',
      String(sites),
      '--flavour',
      'unifi-os',
      '--username',
      'bench',
      '--password',
      SECRET,
    ],
    form: (sim) => ({
      vendor: 'unifi',
      url: sim.url,
      username: 'bench',
      password: SECRET,
      verifyTls: false,
    }),
  },
  omada: {
    args: (sites) => ['--sites', String(sites), '--client-id', 'bench', '--client-secret', SECRET],
    form: (sim) => ({
      vendor: 'omada',
      url: sim.url,
      clientId: 'bench',
      clientSecret: SECRET,
      verifyTls: false,
    }),
  },
  peplink: {
    args: (sites) => ['--groups', String(sites), '--client-id', 'bench', '--client-secret', SECRET],
    // The generated groups live in an organisation of their own; the connection is restricted to it.
    form: (sim) => ({
      vendor: 'peplink',
      url: sim.url,
      clientId: 'bench',
      clientSecret: SECRET,
      organizationId: sim.organizations.find((o) => o.name === 'Generated venues').id,
      verifyTls: false,
    }),
  },
  zerotier: {
    // Central's paid tier allows 100 requests/s per token (the simulator's default limit, kept as it is).
    args: (sites) => ['--networks', String(sites), '--members', '10', '--token', SECRET],
    form: (sim) => ({ vendor: 'zerotier', url: sim.url, token: SECRET, verifyTls: false }),
  },
}

export const VENDORS = Object.keys(VENDOR_SIMULATORS)

/**
 * All four simulators, `sitesEach` venues each, started in parallel. `still`: their networks stand still (`--still`),
 * so a second sync finds nothing changed; otherwise signals drift with the clock as on a live network.
 */
export async function startVendorSimulators(sitesEach, { still = false } = {}) {
  const started = await Promise.allSettled(
    VENDORS.map((vendor) =>
      spawnSimulator(vendor, [
        ...VENDOR_SIMULATORS[vendor].args(sitesEach),
        ...(still ? ['--still'] : []),
      ])
    )
  )
  const running = started
    .filter((result) => result.status === 'fulfilled')
    .map((result) => result.value)
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    running.forEach((sim) => sim.stop())
    throw failed.reason
  }
  return VENDORS.map((vendor, i) => ({
    vendor,
    ...running[i],
    form: VENDOR_SIMULATORS[vendor].form(running[i]),
  }))
}
