import { DEMO_UNIFI } from '#database/demo/demo_network'
import { DEMO_OMADA, DEMO_PEPLINK, DEMO_ZEROTIER } from '#database/demo/demo_vendors'

/** A running demo simulator: the vendor whose seeded controller it serves, where it listens, and how to stop it. */
export interface RunningDemoSimulator {
  vendor: string
  url: string
  stop(): Promise<void>
}

const LOOPBACK = '127.0.0.1'

/**
 * Starts on the fixed port (so the seeded controller's URL stays valid across restarts) or, when it is taken, on a
 * free one; the provider then points the seeded controller at whichever it got.
 */
export async function onFixedPort<T>(
  defaultPort: number,
  variable: string,
  start: (port: number) => Promise<T>
): Promise<T> {
  try {
    return await start(Number(process.env[variable] ?? defaultPort))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    return start(0)
  }
}

export async function startDemoUnifi(): Promise<RunningDemoSimulator> {
  const { startUnifiSimulator } = await import('#plugins/unifi/simulator/index')
  const options = {
    flavour: 'unifi-os' as const,
    tls: true,
    host: LOOPBACK,
    username: DEMO_UNIFI.username,
    password: DEMO_UNIFI.password,
    sites: DEMO_UNIFI.sites,
    randomSeed: 7,
    rebootSeconds: 20,
  }
  const simulator = await onFixedPort(DEMO_UNIFI.defaultPort, 'DEMO_UNIFI_PORT', (port) =>
    startUnifiSimulator({ ...options, port })
  )
  // One AP of the demo bar is broken, so the demo shows a venue in warning.
  const brokenAp = simulator.state.devices('demo-bar').find((device) => device.type === 'uap')
  if (brokenAp) simulator.faults.setDeviceOnline('demo-bar', brokenAp.mac, false)
  // The terrace is on standby for the season: its equipment is switched off, so the venue shows offline (README).
  for (const device of simulator.state.devices('markt-terrace'))
    simulator.faults.setDeviceOnline('markt-terrace', device.mac, false)
  return { vendor: 'unifi', url: simulator.url, stop: () => simulator.stop() }
}

export async function startDemoOmada(): Promise<RunningDemoSimulator> {
  const { startOmadaSimulator } = await import('#plugins/omada/simulator/index')
  const simulator = await onFixedPort(DEMO_OMADA.defaultPort, DEMO_OMADA.portVariable, (port) =>
    startOmadaSimulator({ ...DEMO_OMADA.options, host: LOOPBACK, tls: true, port })
  )
  return { vendor: DEMO_OMADA.vendor, url: simulator.url, stop: () => simulator.stop() }
}

export async function startDemoPeplink(): Promise<RunningDemoSimulator> {
  const { startPeplinkSimulator } = await import('#plugins/peplink/simulator/index')
  const simulator = await onFixedPort(DEMO_PEPLINK.defaultPort, DEMO_PEPLINK.portVariable, (port) =>
    startPeplinkSimulator({ ...DEMO_PEPLINK.options, host: LOOPBACK, tls: true, port })
  )
  return { vendor: DEMO_PEPLINK.vendor, url: simulator.url, stop: () => simulator.stop() }
}

export async function startDemoZeroTier(): Promise<RunningDemoSimulator> {
  const { startZeroTierSimulator } = await import('#plugins/zerotier/simulator/index')
  const simulator = await onFixedPort(
    DEMO_ZEROTIER.defaultPort,
    DEMO_ZEROTIER.portVariable,
    (port) => startZeroTierSimulator({ ...DEMO_ZEROTIER.options, host: LOOPBACK, tls: true, port })
  )
  return { vendor: DEMO_ZEROTIER.vendor, url: simulator.url, stop: () => simulator.stop() }
}

export const DEMO_SIMULATORS = [startDemoUnifi, startDemoOmada, startDemoPeplink, startDemoZeroTier]
