/**
 * Smoke pass on the embedded default, as `npm start` runs it on a fresh
 * machine: PGlite, in-process jobs, outbox mail, demo seed. PGlite is a
 * single session, so a query made outside an open transaction deadlocks
 * here while PostgreSQL would hide it; this pass is what catches that.
 * Starts twice on the same storage to prove the data survives a restart.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const port = Number(process.env.SMOKE_PORT ?? 3397)
const base = `http://127.0.0.1:${port}`
const storage = mkdtempSync(join(tmpdir(), 'airdeck-smoke-'))
const PASSWORD = 'Airdeck-demo-2026!'
let passed = 0
let failed = 0
let currentServer = null

function check(name, ok, detail = '') {
  if (ok) passed++
  else failed++
  console.log(`  ${ok ? '✔' : '✖'} ${name}${ok || !detail ? '' : ` — ${detail}`}`)
  if (!ok && currentServer)
    console.log(`    server output:\n${currentServer.output().split('\n').slice(-40).join('\n')}`)
}

function startServer() {
  const env = {
    ...process.env,
    STORAGE_PATH: storage,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100',
  }
  for (const key of [
    'DATABASE_URL',
    'REDIS_URL',
    'SMTP_HOST',
    'APP_KEY',
    'SESSION_DRIVER',
    'LIMITER_STORE',
    'JOBS_DRIVER',
  ])
    delete env[key]
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  currentServer = { child, output: () => output }
  return currentServer
}

async function waitForHealth(server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`)
    try {
      if ((await fetch(`${base}/rest/health`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server not healthy in time:\n${server.output()}`)
}

async function stopServer(server) {
  server.child.kill('SIGTERM')
  const exited = await Promise.race([
    new Promise((resolve) => server.child.on('exit', () => resolve(true))),
    new Promise((resolve) => setTimeout(() => resolve(false), 20_000)),
  ])
  if (!exited) server.child.kill('SIGKILL')
  return exited
}

class Browser {
  cookies = new Map()
  async call(method, path, body) {
    const xsrf = this.cookies.get('XSRF-TOKEN')
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: body ? JSON.stringify(body) : undefined,
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    const text = await response.text()
    let json = null
    try {
      json = JSON.parse(text)
    } catch {}
    return { status: response.status, json, text }
  }
  async signIn(email) {
    await this.call('GET', '/rest/secure/csrf-cookie')
    return this.call('POST', '/rest/auth/login', { email, password: PASSWORD })
  }
}

async function waitForMail(admin, to) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const mails = await admin.call('GET', '/rest/admin/mails')
    const mail = mails.json?.data?.find((m) => m.to_address === to)
    if (mail?.status === 'stored') return mail
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return null
}

/** The demo provider starts the simulator and dispatches the first sync at boot: devices appear within seconds. */
async function waitForDemoNetwork(admin) {
  const venues = await admin.call('GET', '/rest/locations?search=main%20bar')
  const id = venues.json?.data?.[0]?.id
  if (!id) return false
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const network = await admin.call('GET', `/rest/locations/${id}/network`)
    if (network.json?.counts?.devices > 0 && network.json?.status === 'online') return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

/**
 * The other three vendors' simulators run beside UniFi: every vendor has a venue on the list, each shows devices from
 * its first sync, and the Peplink food truck (cellular backup) is in failover.
 */
async function waitForFourVendors(admin) {
  const deadline = Date.now() + 30_000
  let detail = ''
  while (Date.now() < deadline) {
    const rows = (await admin.call('GET', '/rest/locations?perPage=100')).json?.data ?? []
    const bound = rows.filter((row) => row.network_vendor)
    const vendors = new Set(bound.map((row) => row.network_vendor.id))
    const networks = await Promise.all(
      bound.map((row) =>
        admin
          .call('GET', `/rest/locations/${row.id}/network`)
          .then((answer) => ({ row, network: answer.json }))
      )
    )
    const synced = networks.every(({ network }) => network?.counts?.devices > 0)
    const failover = networks
      .filter(({ network }) => network?.status === 'failover')
      .map(({ row }) => row.name)
    detail = `vendors ${[...vendors].join(', ')}; synced ${synced}; failover ${failover.join(', ')}`
    if (
      vendors.size === 4 &&
      synced &&
      failover.length === 1 &&
      failover[0] === 'Zomerbar – food truck'
    )
      return { ok: true, detail }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { ok: false, detail }
}

/**
 * The demo's Stripe simulator: the demo hotel (seeded as paying by SEPA) has a Stripe customer whose SEPA method
 * reached us through the webhook, and its payment-method link opens the simulator's hosted Checkout page.
 */
async function waitForDemoBilling(admin) {
  const found = await admin.call(
    'GET',
    `/rest/customers?q=${encodeURIComponent('Hotel Zonneveld')}`
  )
  const id = found.json?.data?.[0]?.id
  if (!id) return { ok: false, detail: `no demo hotel: ${found.status}` }
  const deadline = Date.now() + 30_000
  let state = null
  while (Date.now() < deadline) {
    state = (await admin.call('GET', `/rest/customers/${id}/stripe`)).json
    if (state?.stripe_customer_id && state?.payment_method_label?.startsWith('SEPA')) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (!state?.payment_method_label?.startsWith('SEPA'))
    return { ok: false, detail: JSON.stringify(state) }
  const link = await admin.call('GET', `/rest/payments/create_subscription_method/?customer=${id}`)
  const page = link.json?.url ? await fetch(link.json.url) : null
  const html = page ? await page.text() : ''
  return {
    ok: page?.status === 200 && html.includes('SEPA'),
    detail: `${link.status} ${link.text.slice(0, 200)}`,
  }
}

/** The demo seed's month of history plus the syncs' samples, read back as the history tab's 7-day chart. */
async function weekOfHistory(admin) {
  const venues = await admin.call('GET', '/rest/locations?search=main%20bar')
  const week = await admin.call(
    'GET',
    `/rest/locations/${venues.json?.data?.[0]?.id}/network/history/series?range=7d`
  )
  const sampled = week.json?.points?.filter((point) => point.uptimePercent !== null).length
  return {
    ok: week.status === 200 && week.json.points.length === 168 && sampled >= 160,
    detail: `${week.status}, ${sampled} of 168 hours sampled`,
  }
}

/**
 * A guest signs in on the demo bar's portal the way "Try as a guest" leads them: the simulator's redirect, the page,
 * the plain form post, the controller's authorization in the request, all on PGlite with in-process jobs.
 */
async function guestSignsIn(admin) {
  const venues = await admin.call('GET', '/rest/locations?search=demo%20bar')
  const tried = await admin.call('GET', `/rest/locations/${venues.json?.data?.[0]?.id}/portal/try`)
  if (tried.status !== 200 || !tried.json?.simulated)
    return { ok: false, detail: `${tried.status} ${tried.text.slice(0, 200)}` }
  const page = await (await fetch(tried.json.url, { headers: { 'accept-language': 'en' } })).text()
  const form = page.slice(0, page.indexOf('</form>'))
  const fields = Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1],
      match[2],
    ])
  )
  const body = new URLSearchParams({
    ...fields,
    email: 'smoke.guest@example.com',
    firstname: 'Smoke',
    terms: 'true',
  })
  const posted = await fetch(`${base}/guest/connect`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })
  // Without a landing URL of its own the portal sends the guest to its success page (the venue's name, logo, colours).
  const landing = posted.headers.get('location') ?? ''
  return {
    ok: posted.status === 303 && /^\/success(\?|$)/.test(landing),
    detail: `${posted.status} ${landing}`,
  }
}

/**
 * The status-page designer saves (its check queried outside the save's transaction, which froze the one-connection
 * embedded server for 60 s), as do its contact buttons.
 */
async function statusPageSaves(admin) {
  const venues = await admin.call('GET', '/rest/locations?search=main%20bar')
  const id = venues.json?.data?.[0]?.id
  const started = Date.now()
  const saved = await admin.call('PUT', `/rest/status-pages/location/${id}`, {})
  const buttons = await admin.call(
    'POST',
    `/rest/locations/status_buttons?type=location&id=${id}`,
    { buttons: [] }
  )
  const seconds = (Date.now() - started) / 1000
  return {
    ok: saved.status === 200 && buttons.status === 200 && seconds < 10,
    detail: `${saved.status}, ${buttons.status} in ${seconds} s`,
  }
}

/**
 * Two tabs of one user, each firing requests concurrently for a while (issue 19: sessions ended after a few
 * minutes of use). On PGlite, concurrent pool connections made the socket server interleave protocol messages,
 * so a query could run with another query's parameters (the session store's clean-up deleted live sessions).
 */
async function staysSignedIn(email, seconds) {
  const tabs = [new Browser(), new Browser()]
  for (const tab of tabs) await tab.signIn(email)
  const paths = [
    '/rest/self',
    '/rest/locations',
    '/rest/customers',
    '/rest/locations/map',
    '/rest/users/me',
    '/rest/groups',
    '/rest/dashboard',
  ]
  const deadline = Date.now() + seconds * 1000
  let requests = 0
  while (Date.now() < deadline) {
    const answers = await Promise.all(
      tabs.flatMap((tab) =>
        paths.map((path) =>
          tab.call('GET', path).then((answer) => ({ path, status: answer.status }))
        )
      )
    )
    requests += answers.length
    const signedOut = answers.find((answer) => answer.status === 401)
    if (signedOut)
      return { ok: false, detail: `${signedOut.path} → 401 after ${requests} requests` }
  }
  return { ok: true, detail: `${requests} requests` }
}

async function firstRun() {
  console.log('smoke: first start (migrate, seed, serve)')
  const server = startServer()
  await waitForHealth(server)
  const admin = new Browser()
  const login = await admin.signIn('admin@airdeck.example')
  check(
    'the demo admin signs in with a CSRF token',
    login.status === 200 && login.json?.is_admin === true,
    `${login.status} ${login.text.slice(0, 200)}`
  )
  check(
    'the demo venue shows live devices from the built-in UniFi simulator',
    await waitForDemoNetwork(admin)
  )
  const dashboard = await admin.call('GET', '/rest/dashboard')
  const failedCards = (dashboard.json?.cards ?? []).filter((card) => card.error)
  check(
    "the admin's dashboard answers each of its cards on PGlite",
    dashboard.status === 200 && dashboard.json.cards.length === 3 && failedCards.length === 0,
    `${dashboard.status} ${dashboard.text.slice(0, 300)}`
  )
  const billing = await waitForDemoBilling(admin)
  check(
    'the demo customers have Stripe customers on the built-in Stripe simulator; the payment-method link opens its Checkout',
    billing.ok,
    billing.detail
  )
  const vendors = await waitForFourVendors(admin)
  check(
    'venues on all four vendors are live, the Peplink food truck in failover',
    vendors.ok,
    vendors.detail
  )
  const history = await weekOfHistory(admin)
  check(
    'the history charts read a week of the seeded and synced history',
    history.ok,
    history.detail
  )
  const statusPage = await statusPageSaves(admin)
  check(
    'the status-page designer saves a draft and its contact buttons',
    statusPage.ok,
    statusPage.detail
  )
  const guest = await guestSignsIn(admin)
  check(
    "a guest signs in on the demo bar's portal and is let through by the simulated controller",
    guest.ok,
    guest.detail
  )
  const cloud = await admin.call('GET', '/rest/admin/cloud')
  const cardErrors = (answer) =>
    Object.entries(answer.json ?? {}).filter(
      ([, card]) => card && card.error !== undefined && !card.data
    )
  check(
    'the operations view answers every card on PGlite (database size, job queues, trends)',
    cloud.status === 200 &&
      cardErrors(cloud).length === 0 &&
      cloud.json.database.data.database_bytes > 0,
    `${cloud.status} ${cloud.text.slice(0, 300)}`
  )
  const financials = await admin.call('GET', '/rest/admin/financials')
  check(
    'the financials answer revenue and a 12-month MRR trend on PGlite',
    financials.status === 200 &&
      cardErrors(financials).length === 0 &&
      financials.json.mrr.data.trend.length === 12,
    `${financials.status} ${financials.text.slice(0, 300)}`
  )
  const viewer = new Browser()
  const viewerLogin = await viewer.signIn('viewer@airdeck.example')
  check(
    'the viewer sees one location only',
    viewerLogin.json?.has_locations === true && viewerLogin.json?.has_customers === false,
    `${viewerLogin.status} ${viewerLogin.text.slice(0, 200)}`
  )
  const locations = await viewer.call('GET', '/rest/locations')
  check(
    'the viewer lists exactly one location',
    locations.json?.meta?.total === 1,
    locations.text.slice(0, 200)
  )
  const anonymous = new Browser()
  await anonymous.call('GET', '/rest/secure/csrf-cookie')
  const reset = await anonymous.call('POST', '/rest/auth/password/recover', {
    email: 'viewer@airdeck.example',
  })
  check('a reset request is accepted', reset.status === 200)
  check(
    'the in-process mail job keeps it in the outbox',
    (await waitForMail(admin, 'viewer@airdeck.example')) !== null
  )
  const page = await fetch(`${base}/locations/12/status`)
  const html = await page.text()
  check(
    'a deep link serves the web app',
    page.status === 200 && html.includes('<div id="root"'),
    `${page.status}`
  )
  check('the server stops on SIGTERM', await stopServer(server))
  check('nothing keeps serving after the stop (start.js took its server down)', await portClosed())
}

/** The HTTP server, started by scripts/start.js as a child, must be gone with it. */
async function portClosed() {
  try {
    await fetch(`${base}/health`, { signal: AbortSignal.timeout(2000) })
    return false
  } catch {
    return true
  }
}

async function secondRun() {
  console.log('smoke: second start on the same storage')
  const server = startServer()
  await waitForHealth(server)
  const admin = new Browser()
  const login = await admin.signIn('admin@airdeck.example')
  check('data survives a restart', login.status === 200)
  const locations = await admin.call('GET', '/rest/locations')
  check('the demo seed ran once', locations.json?.meta?.total === 9, locations.text.slice(0, 200))
  // Two tabs of one user hammer the one pool connection (it once interleaved connections and signed users out).
  // 20 s by default; SMOKE_SOAK_SECONDS=60 or more for a longer look.
  const soak = await staysSignedIn(
    'admin@airdeck.example',
    Number(process.env.SMOKE_SOAK_SECONDS ?? 20)
  )
  check(`two busy tabs of one user stay signed in (${soak.detail})`, soak.ok, soak.detail)
  check('the server stops on SIGTERM', await stopServer(server))
}

try {
  await firstRun()
  await secondRun()
} catch (error) {
  failed++
  console.error(error)
} finally {
  rmSync(storage, { recursive: true, force: true })
}
console.log(`smoke: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
