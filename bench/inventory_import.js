/**
 * Inventory (issue 15): `airdeck inventory import` of a 20,000-line delivery CSV end to end (the real CLI binary →
 * multipart upload → every line checked → stock, serials and 20,000 log lines written in one transaction), as a dry
 * run and for real, `--runs` times each; then 50 parallel deductions of the last 10 units of a product, which must
 * leave exactly 10 successes and a stock of zero.
 *
 *   node bench/inventory_import.js [--lines 20000] [--products 200] [--runs 3]
 * Production-like server (PostgreSQL, Redis, NODE_ENV=production) on database airdeck_bench_inventory, Redis db 6.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startBenchServer } from './lib/bench_server.js'
import { adminSession } from './lib/session.js'

const { values } = parseArgs({
  options: {
    lines: { type: 'string', default: '20000' },
    products: { type: 'string', default: '200' },
    runs: { type: 'string', default: '3' },
  },
})
const LINES = Number(values.lines)
const PRODUCTS = Number(values.products)
const RUNS = Number(values.runs)
const port = Number(process.env.BENCH_PORT ?? 3405)
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/airdeck_bench_inventory'
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379/6'
const root = new URL('..', import.meta.url).pathname

async function sql(text, params = []) {
  const db = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL })
  await db.connect()
  try {
    return (await db.query(text, params)).rows
  } finally {
    await db.end()
  }
}

/** A valid EAN-13 (GS1 check digit) for a number. */
function ean13(seed) {
  const body = `99${String(seed).padStart(10, '0')}`
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** The bench's own products, an earlier run's removed (their stock and log with them); not part of what is timed. */
async function benchProducts() {
  await sql("delete from products where sku like 'BENCH-%'")
  const rows = []
  for (let i = 1; i <= PRODUCTS; i++)
    rows.push(
      `('Bench product ${i}', 'accessory', 'BENCH-M${i}', 'other', '${ean13(i)}', 'BENCH-${i}', ${1000 + i}, ${2000 + i}, now(), now())`
    )
  await sql(
    `insert into products (name, type, model, vendor, ean, sku, purchase_price_cents, sale_price_cents, created_at, updated_at) values ${rows.join(', ')}`
  )
  return (await sql("select id, ean from products where sku like 'BENCH-%' order by id")).map(
    (row) => ({ id: row.id, ean: row.ean })
  )
}

function deliveryCsv(products) {
  const lines = ['ean,quantity,note']
  for (let i = 0; i < LINES; i++)
    lines.push(`${products[i % products.length].ean},${1 + (i % 7)},bench delivery line ${i + 1}`)
  return lines.join('\n') + '\n'
}

function airdeck(configDir, args, stdin = '') {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'cli/bin/airdeck.js'), ...args, '--api-url', `http://127.0.0.1:${port}`],
      { env: { ...process.env, AIRDECK_CONFIG_DIR: configDir } }
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    child.stdin.end(stdin)
  })
}

async function timedImport(configDir, file, dryRun) {
  const started = performance.now()
  const run = await airdeck(configDir, [
    'inventory',
    'import',
    file,
    '--json',
    ...(dryRun ? ['--dry-run'] : []),
  ])
  const ms = performance.now() - started
  if (run.code !== 0)
    throw new Error(
      `import exited ${run.code}: ${run.stderr.slice(0, 500)} ${run.stdout.slice(0, 500)}`
    )
  const result = JSON.parse(run.stdout)
  if (result.lines !== LINES) throw new Error(`imported ${result.lines} lines, not ${LINES}`)
  return ms
}

/** 50 deductions of one unit at once, as the web app sends them, against a stock of 10. */
async function parallelDeductions(session, productId) {
  await sql('update products set quantity = 10 where id = $1', [productId])
  const xsrf = decodeURIComponent(session.cookies.get('XSRF-TOKEN'))
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      fetch(`${session.base}/rest/inventory`, {
        method: 'POST',
        headers: {
          'accept': 'application/json',
          'content-type': 'application/json',
          'cookie': session.header(),
          'x-xsrf-token': xsrf,
        },
        body: JSON.stringify({ productId, change: -1, reason: 'sale' }),
      }).then((response) => response.status)
    )
  )
  const ms = performance.now() - started
  const [{ quantity }] = await sql('select quantity from products where id = $1', [productId])
  const count = (status) => answers.filter((answer) => answer === status).length
  return {
    ms,
    ok: count(201),
    refused: count(409),
    other: answers.length - count(201) - count(409),
    quantity,
  }
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const server = await startBenchServer(port)
const folder = await mkdtemp(join(tmpdir(), 'bench-inventory-'))
try {
  const login = await airdeck(
    folder,
    ['login', '--email', 'admin@airdeck.example', '--password-stdin'],
    'Airdeck-demo-2026!'
  )
  if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`)
  const dry = []
  const real = []
  let size = 0
  for (let run = 0; run < RUNS; run++) {
    const products = await benchProducts()
    const csv = deliveryCsv(products)
    size = csv.length
    const file = join(folder, 'delivery.csv')
    await writeFile(file, csv)
    dry.push(await timedImport(folder, file, true))
    real.push(await timedImport(folder, file, false))
  }
  const logged = (
    await sql(
      "select count(*) as n from inventory_logs l join products p on p.id = l.product_id where p.sku like 'BENCH-%'"
    )
  )[0].n
  console.log(
    `airdeck inventory import, ${LINES} lines over ${PRODUCTS} products (${Math.round(size / 1024)} KB), ${RUNS} runs, load average ${loadavg()[0].toFixed(1)}:`
  )
  console.log(
    `  dry run (CLI → API, every line checked)       median ${Math.round(median(dry))} ms  (${dry.map((ms) => Math.round(ms)).join(', ')})`
  )
  console.log(
    `  import (CLI → API → database, all or nothing)  median ${Math.round(median(real))} ms  (${real.map((ms) => Math.round(ms)).join(', ')})  aim < 10000 ms`
  )
  console.log(`  log lines of the last run: ${logged}`)

  const session = await adminSession(server.base)
  const [{ id }] = await sql("select id from products where sku = 'BENCH-1'")
  const race = await parallelDeductions(session, id)
  console.log(
    `50 parallel deductions of the last 10 units: ${race.ok} succeeded, ${race.refused} refused (409), ${race.other} other; stock now ${race.quantity}; ${Math.round(race.ms)} ms  aim: exactly 10, stock 0`
  )
  if (race.ok !== 10 || race.quantity !== 0) process.exitCode = 1
} finally {
  await rm(folder, { recursive: true, force: true })
  await server.stop()
}
