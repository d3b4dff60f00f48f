import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { render } from 'ink-testing-library'
import { InventoryTable, euros } from '../src/components/inventory-table.js'
import { signedInConfig, cliSessionForEachTest } from './helpers/cli-session.js'

type Received = { method: string; url: string; body: string; lang?: string; key?: string }
const received: Received[] = []
/** Stock changes applied by Idempotency-Key, as the server keeps their answers. */
const applied = new Map<string, unknown>()
const product = {
  id: 7,
  name: 'UniFi U6 Pro',
  type: 'access_point',
  model: 'U6-Pro',
  vendor: 'unifi',
  ean: '5400000000028',
  sku: null,
  currency: 'EUR',
  purchasePriceCents: 14900,
  salePriceCents: 19900,
  quantity: 3,
  totalValueCents: 44700,
  lowStock: true,
  serialized: false,
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** Product 7 has 3 in stock; a file with "oops" in it is refused on line 3. */
function fakeApi(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8')
    received.push({
      method: req.method!,
      url: req.url!,
      body,
      lang: req.headers['accept-language'],
      key: req.headers['idempotency-key'] as string | undefined,
    })
    if (req.url!.startsWith('/rest/inventory/bulk')) {
      if (body.includes('oops'))
        return json(res, 422, {
          code: 'E_STOCK_CSV_INVALID',
          message:
            '1 line of the file is not valid. Nothing was imported: correct the file and import it again.',
          errors: [
            {
              field: 'file',
              rule: 'csv_quantity',
              line: 3,
              message: 'Line 3: “oops” is not a valid quantity',
            },
          ],
        })
      return json(res, 201, {
        dryRun: req.url!.includes('dryRun=1'),
        mode: 'add',
        lines: 2,
        products: 1,
        units: 5,
      })
    }
    if (req.url === '/rest/inventory/7') return json(res, 200, product)
    if (req.url!.startsWith('/rest/inventory?'))
      return json(res, 200, {
        data: [product],
        meta: { total: 1, page: 1, perPage: 100, lastPage: 1 },
      })
    if (req.method === 'POST' && req.url === '/rest/inventory') {
      const { change, note } = JSON.parse(body)
      const key = req.headers['idempotency-key'] as string
      if (applied.has(key)) return json(res, 201, applied.get(key))
      if (note === 'answer lost') {
        // Applied, then the connection drops before the answer leaves.
        applied.set(key, { productId: 7, change, quantity: 3 + change })
        return req.socket.destroy()
      }
      if (3 + change < 0)
        return json(res, 409, {
          code: 'E_STOCK_INSUFFICIENT',
          message: `Not enough in stock: 3 left, ${-change} asked.`,
        })
      return json(res, 201, { productId: 7, change, quantity: 3 + change })
    }
    if (req.url === '/rest/inventory/export') return json(res, 202, { status: 'started', id: 1 })
    json(res, 404, { code: 'E_NOT_FOUND', message: 'Not found' })
  })
}

let server: Server
let apiUrl: string
beforeAll(async () => {
  server = createServer(fakeApi)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
const cli = cliSessionForEachTest(() => signedInConfig(apiUrl))
beforeEach(() => {
  received.length = 0
})

describe('airdeck inventory', () => {
  it('import: multipart upload with the mode, a summary; a refused file lists its lines and exits 2', async () => {
    const good = join(cli.configDir, 'delivery.csv')
    await writeFile(good, 'ean,quantity\n5400000000028,2\n5400000000028,3\n')
    expect(await cli.run('inventory', 'import', good, '--mode', 'add', '--dry-run')).toBe(0)
    expect(received[0]!.url).toBe('/rest/inventory/bulk?mode=add&dryRun=1')
    expect(received[0]!.body).toContain('filename="delivery.csv"')
    expect(cli.stdout).toContain(
      '2 lines, 1 product, 5 units checked: the file can be imported (add). Nothing was written (dry run).'
    )

    const bad = join(cli.configDir, 'bad.csv')
    await writeFile(bad, 'ean,quantity\n5400000000028,2\n5400000000028,oops\n')
    expect(await cli.run('inventory', 'import', bad)).toBe(2)
    expect(cli.stderr).toContain('Line 3: “oops” is not a valid quantity')
    expect(cli.stderr).toContain('Nothing was imported')
    expect(await cli.run('inventory', 'import', bad, '--mode', 'sell')).toBe(2)
  })

  it('add and deduct by id, the reason sent; too few in stock exits 10', async () => {
    expect(await cli.run('inventory', 'add', '7', '2', '--note', 'PO-1')).toBe(0)
    expect(JSON.parse(received.at(-1)!.body)).toEqual({
      productId: 7,
      change: 2,
      reason: 'delivery',
      note: 'PO-1',
    })
    expect(cli.stdout).toContain('Added 2 × UniFi U6 Pro (delivery). In stock now: 5.')
    expect(await cli.run('inventory', 'deduct', '5400000000028', '4')).toBe(10)
    expect(cli.stderr).toContain('Not enough in stock: 3 left, 4 asked.')
    expect(await cli.run('inventory', 'deduct', '7', '1', '--reason', 'stolen')).toBe(2)
  })

  it('every change carries an Idempotency-Key; one whose answer is lost prints it, and the same command with it is applied once', async () => {
    expect(await cli.run('inventory', 'deduct', '7', '1', '--note', 'answer lost')).not.toBe(0)
    const key = /--idempotency-key (\S+): it is applied once/.exec(cli.stderr)?.[1]
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(received.at(-1)!.key).toBe(key)

    expect(
      await cli.run(
        'inventory',
        'deduct',
        '7',
        '1',
        '--note',
        'answer lost',
        '--idempotency-key',
        key!
      )
    ).toBe(0)
    expect(received.at(-1)!.key).toBe(key)
    expect(cli.stdout).toContain('Deducted 1 × UniFi U6 Pro (sale). In stock now: 2.')
    expect(applied.size).toBe(1)

    expect(await cli.run('inventory', 'add', '7', '1')).toBe(0)
    expect(received.at(-1)!.key).not.toBe(key)
  })

  it('export: CSV on stdout, JSON with --json, or a mailed export with --email', async () => {
    expect(await cli.run('inventory', 'export')).toBe(0)
    expect(cli.stdout).toContain(
      '7,UniFi U6 Pro,access_point,U6-Pro,unifi,5400000000028,,3,14900,19900,44700'
    )
    cli.stdout = ''
    expect(await cli.run('inventory', 'export', '--json')).toBe(0)
    expect(JSON.parse(cli.stdout)[0].model).toBe('U6-Pro')
    cli.stdout = ''
    expect(await cli.run('inventory', 'export', '--email', 'ops@airdeck.test', '--xlsx')).toBe(0)
    expect(JSON.parse(received.at(-1)!.body)).toEqual({ email: 'ops@airdeck.test', format: 'xlsx' })
    expect(cli.stdout).toContain(
      'Export started: an e-mail with the download link follows at ops@airdeck.test.'
    )
  })

  it('the table shows money as euros with a decimal comma and low stock in colour', () => {
    expect(euros(44700)).toBe('€ 447,00')
    const { lastFrame } = render(
      <InventoryTable
        page={{ data: [product], meta: { total: 1, page: 1, perPage: 25, lastPage: 1 } }}
      />
    )
    expect(lastFrame()).toContain('U6-Pro')
    expect(lastFrame()).toContain('€ 447,00')
    expect(lastFrame()).toContain('Page 1 of 1 · 1 product')
  })
})

describe('airdeck inventory import for a Dutch account (issue 32 item 11)', () => {
  it('asks in Dutch, sums up in Dutch and shows the server texts of a refusal', async () => {
    await cli.writeConfig({ ...signedInConfig(apiUrl), lang: 'nl' })
    const good = join(cli.configDir, 'delivery.csv')
    await writeFile(good, 'ean,quantity\n5400000000028,2\n5400000000028,3\n')
    expect(await cli.run('inventory', 'import', good, '--dry-run')).toBe(0)
    expect(received[0]!.lang).toBe('nl')
    expect(cli.stdout).toContain(
      '2 regels, 1 product, 5 stuks gecontroleerd: het bestand kan geïmporteerd worden (add). Er is niets geschreven (proefrun).'
    )
    expect(await cli.run('inventory', 'import', good)).toBe(0)
    expect(cli.stdout).toContain(
      '2 regels, 1 product, 5 stuks geïmporteerd: aan de voorraad toegevoegd.'
    )
    const bad = join(cli.configDir, 'bad.csv')
    await writeFile(bad, 'ean,quantity\n5400000000028,oops\n')
    expect(await cli.run('inventory', 'import', bad)).toBe(2)
    expect(cli.stderr).toContain('1 line of the file is not valid.')
    expect(cli.stderr).not.toContain('run the command again')
  })
})
