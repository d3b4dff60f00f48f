/**
 * A bare HTTP(S) client for the simulator tests: no redirects followed, certificate checks off (the simulator's
 * certificate is self-signed, like a controller's), a cookie jar, and the UniFi OS CSRF header remembered.
 */
import http from 'node:http'
import https from 'node:https'
import {
  startUnifiSimulator,
  type UnifiSimulator,
  type UnifiSimulatorOptions,
} from '#plugins/unifi/simulator/index'

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  json: any
}

export class RawClient {
  cookies = new Map<string, string>()
  csrf: string | undefined
  readonly #agent: http.Agent

  constructor(
    readonly baseUrl: string,
    readonly prefix = ''
  ) {
    this.#agent = baseUrl.startsWith('https')
      ? new https.Agent({ rejectUnauthorized: false, keepAlive: true })
      : new http.Agent({ keepAlive: true })
  }

  request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    timeoutMs = 5000
  ): Promise<RawResponse> {
    const url = new URL(path, this.baseUrl)
    const payload =
      body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const transport = url.protocol === 'https:' ? https : http
    return new Promise((resolve, reject) => {
      const req = transport.request(
        url,
        {
          method,
          agent: this.#agent,
          headers: {
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
            ...(cookie ? { cookie } : {}),
            ...(this.csrf && method !== 'GET' ? { 'x-csrf-token': this.csrf } : {}),
            ...headers,
          },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () => {
            for (const line of res.headers['set-cookie'] ?? []) {
              const [pair] = line.split(';')
              const eq = pair.indexOf('=')
              const value = pair.slice(eq + 1)
              if (value === '') this.cookies.delete(pair.slice(0, eq))
              else this.cookies.set(pair.slice(0, eq), value)
            }
            const text = Buffer.concat(chunks).toString('utf8')
            let json: any
            try {
              json = JSON.parse(text)
            } catch {
              json = undefined
            }
            resolve({ status: res.statusCode!, headers: res.headers, text, json })
          })
        }
      )
      req.on('timeout', () => req.destroy(new Error('timeout')))
      req.on('error', reject)
      req.end(payload)
    })
  }

  get(path: string) {
    return this.request('GET', this.prefix + path)
  }

  post(path: string, body: unknown = {}) {
    return this.request('POST', this.prefix + path, body)
  }

  put(path: string, body: unknown) {
    return this.request('PUT', this.prefix + path, body)
  }

  delete(path: string) {
    return this.request('DELETE', this.prefix + path)
  }

  async login(username = 'admin', password = 'secret') {
    const path = this.prefix ? '/api/auth/login' : '/api/login'
    const response = await this.request('POST', path, { username, password, rememberMe: true })
    if (typeof response.headers['x-csrf-token'] === 'string')
      this.csrf = response.headers['x-csrf-token']
    return response
  }

  close() {
    this.#agent.destroy()
  }
}

/** A controllable clock for time-dependent assertions (uptime, guest expiry, reboot windows). */
export function fakeClock(start = Date.UTC(2026, 0, 15, 12)) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

export async function startSimulator(
  options: Partial<UnifiSimulatorOptions> & Pick<UnifiSimulatorOptions, 'flavour'>
) {
  const simulator: UnifiSimulator = await startUnifiSimulator({
    username: 'admin',
    password: 'secret',
    tls: false,
    ...options,
  })
  const client = new RawClient(
    simulator.url,
    options.flavour === 'unifi-os' ? '/proxy/network' : ''
  )
  return { simulator, client }
}
