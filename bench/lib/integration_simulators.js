/**
 * The Mailchimp, CRM and loyalty simulators as standalone processes (each plugin's `simulator/main.ts`, HTTPS on a
 * free loopback port) for benchmarks, with the plugins pointed at them (INTEGRATION_URL_<PLUGIN>, read by a bench
 * server started afterwards). Each says how to connect a portal to it (the body of PUT /rest/portal/{id}/integrations/
 * {plugin}), how many guests it has stored, and when its first and last successful request of the run arrived.
 */
import https from 'node:https'
import { spawnSimulator } from './simulators.js'

const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false })
const MAILCHIMP_KEY = 'be0c4be0c4be0c4be0c4be0c4be0c4be-us21'
const AUDIENCE = 'Bench guests'
const CRM_TOKEN = 'pat-eu1-bench000-0000-4000-8000-000000000000'
const LOYALTY_KEY = 'bench-piggy-key-0123456789abcdef'

/** A simulator's control route (self-signed HTTPS, as the service it plays). */
function control(sim, method, path) {
  return new Promise((resolve, reject) => {
    https
      .request(`${sim.url}${path}`, { method, agent }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
      })
      .on('error', reject)
      .end()
  })
}

const PLUGINS = {
  mailchimp: {
    args: ['--key', MAILCHIMP_KEY, '--audience', AUDIENCE],
    stored: async (sim) =>
      (await control(sim, 'GET', '/__sim/audiences')).find((audience) => audience.name === AUDIENCE)
        .members.length,
    connectForm: async (sim) => ({
      settings: { apiKey: MAILCHIMP_KEY },
      options: {
        audienceId: (await control(sim, 'GET', '/__sim/audiences')).find(
          (audience) => audience.name === AUDIENCE
        ).id,
      },
    }),
  },
  crm: {
    args: ['--token', CRM_TOKEN],
    stored: async (sim) => (await control(sim, 'GET', '/__sim/state')).contacts.length,
    connectForm: async () => ({ settings: { accessToken: CRM_TOKEN }, options: {} }),
  },
  loyalty: {
    args: ['--api-key', LOYALTY_KEY],
    stored: async (sim) => (await control(sim, 'GET', '/__sim/state')).contacts.length,
    connectForm: async () => ({ settings: { apiKey: LOYALTY_KEY }, options: {} }),
  },
}

export async function startIntegrationSimulators() {
  const started = await Promise.all(
    Object.entries(PLUGINS).map(async ([name, plugin]) => ({
      name,
      plugin,
      sim: await spawnSimulator(name, plugin.args),
    }))
  )
  return started.map(({ name, plugin, sim }) => {
    process.env[`INTEGRATION_URL_${name.toUpperCase()}`] = sim.url
    return {
      name,
      url: sim.url,
      pid: sim.pid,
      stop: sim.stop,
      connectForm: () => plugin.connectForm(sim),
      /** Guests stored by the simulator (each guest has its own address, so one per delivery). */
      stored: () => plugin.stored(sim),
      clearLog: () => control(sim, 'DELETE', '/__sim/requests'),
      /** First and last successful request since clearLog (the log keeps the newest 20,000). */
      arrivals: async () => {
        const times = (await control(sim, 'GET', '/__sim/requests?limit=30000'))
          .filter((entry) => entry.status >= 200 && entry.status < 300)
          .map((entry) => entry.at)
        return { first: Math.min(...times), last: Math.max(...times), requests: times.length }
      },
    }
  })
}
