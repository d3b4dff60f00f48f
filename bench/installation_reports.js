/**
 * Installation reports and customer exports (issue 26), on a production-like server:
 *
 * 1. An installation report with 10 phone photos of about 4 MB each (made with sharp: 12 MP, noisy like a real
 *    photo, EXIF with a GPS position): the time from the start of the upload to the answer, when every photo is
 *    stored without its metadata and with its thumbnail; the server's peak memory above what it used before.
 * 2. A customer's full export with 20 venues and 10,000 guests (and three venues with a report of two photos): the
 *    time from the request to the archive being ready (mail queued), and the peak memory growth meanwhile.
 *
 *   node bench/installation_reports.js
 * Database airdeck_bench_reports, Redis db 4, port 3404; uploads under storage/bench-reports.
 */
import { randomBytes } from 'node:crypto'
import { loadavg } from 'node:os'
import pg from 'pg'
import sharp from 'sharp'
import { startBenchServer } from './lib/bench_server.js'
import { adminSession } from './lib/session.js'
import { samplePeakRss } from './lib/peak_rss.js'
import { rssMb } from './lib/bench_server.js'

const root = new URL('..', import.meta.url).pathname
const port = Number(process.env.BENCH_PORT ?? 3404)
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_reports'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/4'
process.env.STORAGE_PATH ??= `${root}storage/bench-reports`

async function sql(text, params = []) {
  const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await db.connect()
  try {
    return (await db.query(text, params)).rows
  } finally {
    await db.end()
  }
}

/** A 12 MP JPEG of about `targetMb` MB: a gradient with grain, the way a phone photo compresses. */
async function phonePhoto(seed, targetMb = 4) {
  const [width, height] = [4032, 3024]
  const grain = randomBytes(width * height)
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i++) {
    const x = i % width
    const noise = (grain[i] - 128) * 0.55
    pixels[i * 3] = Math.max(0, Math.min(255, (x * 255) / width + noise))
    pixels[i * 3 + 1] = Math.max(0, Math.min(255, ((i / width) * 255) / height + noise))
    pixels[i * 3 + 2] = Math.max(0, Math.min(255, 128 + noise + seed))
  }
  let quality = 90
  for (;;) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 56/1 0/1' } })
      .toBuffer()
    if (Math.abs(jpeg.length / 1e6 - targetMb) < 0.6 || quality <= 40 || quality >= 98) return jpeg
    quality += jpeg.length / 1e6 > targetMb ? -6 : 3
  }
}

async function upload(session, locationId, photos) {
  const form = new FormData()
  form.append('bridgePresent', 'true')
  form.append('failoverPresent', 'false')
  form.append('guestWifiOk', 'true')
  photos.forEach((photo, index) =>
    form.append('photos', new Blob([photo], { type: 'image/jpeg' }), `IMG_${1000 + index}.jpg`)
  )
  const response = await fetch(`${session.base}/rest/locations/${locationId}/installation`, {
    method: 'POST',
    headers: {
      'accept': 'application/json',
      'cookie': session.header(),
      'x-xsrf-token': decodeURIComponent(session.cookies.get('XSRF-TOKEN')),
    },
    body: form,
  })
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`)
  return response.json()
}

/** A customer with `venues` venues, a guest portal each and `guests` guests spread over them. */
async function seedCustomer(venues, guests) {
  await sql("delete from customers where name = 'Bench export customer'")
  const [customer] = await sql(
    "insert into customers (name, created_at, updated_at) values ('Bench export customer', now(), now()) returning id"
  )
  const locations = await sql(
    `insert into locations (name, customer_id, created_at, updated_at)
     select 'Bench venue ' || n, $1, now(), now() from generate_series(1, $2) n returning id`,
    [customer.id, venues]
  )
  const portals = await sql(
    `insert into portals (location_id, public_id, created_at, updated_at)
     select id, md5(random()::text), now(), now() from locations where customer_id = $1 returning id`,
    [customer.id]
  )
  await sql(
    `insert into portal_clients (portal_id, email, firstname, email_opt_in, sign_in_count, first_seen_at, last_seen_at)
     select ($1::int[])[1 + n % array_length($1::int[], 1)], 'guest' || n || '@example.test', 'Guest ' || n,
            n % 3 = 0, 1 + n % 5, now() - (n || ' minutes')::interval, now()
     from generate_series(1, $2) n`,
    [portals.map((portal) => portal.id), guests]
  )
  return { customerId: customer.id, locationIds: locations.map((row) => row.id) }
}

async function waitForExport(id) {
  for (;;) {
    const [row] = await sql('select status from customer_exports where id = $1', [id])
    if (row.status !== 'queued') return row.status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const server = await startBenchServer(port)
try {
  const session = await adminSession(server.base)
  const photos = []
  for (let i = 0; i < 10; i++) photos.push(await phonePhoto(i))
  const total = photos.reduce((sum, photo) => sum + photo.length, 0)
  const [venue] = await sql("select id from locations where name = 'De Markt – main bar'")

  const before = rssMb(server.pid)
  const peak = samplePeakRss(server.pid, 20)
  const started = performance.now()
  const report = await upload(session, venue.id, photos)
  const ms = performance.now() - started
  const growth = peak.stop() - before
  console.log(
    `installation report with ${report.photos.length} photos (${(total / 1e6).toFixed(1)} MB, 4032×3024 JPEG), load average ${loadavg()[0].toFixed(1)}:`
  )
  console.log(
    `  upload → stored without EXIF, with thumbnails  ${Math.round(ms)} ms  aim < 3000 ms`
  )
  console.log(`  server memory growth (peak RSS − before)       ${growth} MB  aim < 100 MB`)

  const { customerId, locationIds } = await seedCustomer(20, 10_000)
  for (const locationId of locationIds.slice(0, 3))
    await upload(session, locationId, photos.slice(0, 2))
  const exportBefore = rssMb(server.pid)
  const exportPeak = samplePeakRss(server.pid, 20)
  const exportStarted = performance.now()
  const { id } = await session.call('POST', `/rest/customers/${customerId}/export`, {
    email: 'bench@airdeck.example',
  })
  const status = await waitForExport(id)
  const exportMs = performance.now() - exportStarted
  const exportGrowth = exportPeak.stop() - exportBefore
  if (status !== 'ready') throw new Error(`export ended ${status}`)
  console.log('customer export, 20 venues, 10,000 guests, 3 venues with a report of 2 photos:')
  console.log(
    `  request → ZIP ready and mail queued              ${Math.round(exportMs)} ms  aim < 20000 ms`
  )
  console.log(`  server memory growth (peak RSS − before)         ${exportGrowth} MB  aim < 200 MB`)
} finally {
  await server.stop()
}
