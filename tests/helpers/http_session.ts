/**
 * A browser-like client for the running test server: keeps cookies, sends
 * the XSRF-TOKEN cookie back as X-XSRF-TOKEN like the SPA does, speaks JSON.
 * Used where a test needs real cookies (CSRF, several sessions at once).
 */
export class HttpSession {
  private cookies = new Map<string, string>()

  constructor(private baseUrl = `http://${process.env.HOST}:${process.env.PORT}`) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {}
  ) {
    const xsrf = this.cookies.get('XSRF-TOKEN')
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookies.size
          ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
        ...(xsrf && !headers['x-xsrf-token'] ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const [name, ...value] = pair.split('=')
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value.join('='))
    }
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: text ? safeJson(text) : null,
    }
  }

  cookie(name: string) {
    return this.cookies.get(name)
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value)
  }

  forgetCookie(name: string) {
    this.cookies.delete(name)
  }

  /** GET the CSRF cookie, then sign in like the web app. */
  async signIn(email: string, password: string) {
    await this.request('GET', '/rest/secure/csrf-cookie')
    return this.request('POST', '/rest/auth/login', { email, password })
  }
}

function safeJson(text: string) {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
