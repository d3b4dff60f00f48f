/**
 * A signed-in browser for benchmarks: keeps the cookies the server sets and sends the XSRF token back, as the web
 * app does. `call` answers the parsed JSON and throws on any non-2xx.
 */
export class Session {
  cookies = new Map()
  constructor(base) {
    this.base = base
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  }
  async call(method, path, body) {
    const xsrf = this.cookies.get('XSRF-TOKEN')
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        'accept': 'application/json',
        'content-type': 'application/json',
        'cookie': this.header(),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    const json = await response.json().catch(() => null)
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
    return json
  }
}

/** A session signed in as the demo admin. */
export async function adminSession(base) {
  const session = new Session(base)
  await session.call('GET', '/rest/secure/csrf-cookie')
  await session.call('POST', '/rest/auth/login', {
    email: 'admin@airdeck.example',
    password: 'Airdeck-demo-2026!',
  })
  return session
}
