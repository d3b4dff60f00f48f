import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { render } from 'ink-testing-library'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ImportProgress } from '../src/components/import-progress.js'
import { signedInConfig, cliSessionForEachTest } from './helpers/cli-session.js'

type Received = { url: string; contentType: string; body: string }
const received: Received[] = []

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

/** Location 5 takes files whose tenants all have an "@"; location 6 does not exist; line 3 of a bad file is named. */
function fakeApi(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8')
    received.push({ url: req.url!, contentType: req.headers['content-type'] ?? '', body })
    if (req.headers.authorization !== 'Bearer adk_test')
      return json(res, 401, { code: 'E_UNAUTHORIZED', message: 'no' })
    if (req.url!.startsWith('/rest/locations/8/'))
      return json(res, 409, {
        code: 'E_TENANT_MANAGEMENT_DISABLED',
        message:
          'Huurdersbeheer is niet geactiveerd voor deze locatie: zet “Huurdersbeheer” aan in de info van de locatie.',
      })
    const match = req.url!.match(
      /^\/rest\/locations\/(\d+)\/network\/tenants\/import(\?dryRun=1)?$/
    )
    if (!match || match[1] !== '5')
      return json(res, 404, { code: 'E_NOT_FOUND', message: 'Not found' })
    const lines = body.split('\r\n\r\n')[1]!.split('\r\n--')[0]!.trim().split('\n').slice(1)
    const bad = lines.findIndex((line) => !line.includes('@'))
    if (bad >= 0) {
      return json(res, 422, {
        code: 'E_TENANT_CSV_INVALID',
        message:
          '1 line of the file is not valid. Nothing was imported: correct the file and import it again.',
        errors: [
          {
            field: 'file',
            rule: 'csv_email',
            line: bad + 2,
            message: `Line ${bad + 2}: “${lines[bad]!.split(',')[1]}” is not a valid e-mail address`,
          },
        ],
      })
    }
    return json(res, match[2] ? 200 : 201, {
      dryRun: Boolean(match[2]),
      count: lines.length,
      imported: match[2] ? 0 : lines.length,
    })
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

async function csvFile(lines: string[]) {
  const path = join(cli.configDir, 'tenants.csv')
  await writeFile(path, lines.join('\n') + '\n')
  return path
}

describe('airdeck tenants import', () => {
  it('--dry-run uploads the file as multipart and writes nothing', async () => {
    const file = await csvFile(['name,email', 'Jan,jan@example.be', 'An,an@example.be'])
    expect(await cli.run('tenants', 'import', '5', file, '--dry-run')).toBe(0)
    expect(cli.stdout).toContain(
      '2 tenants checked: the file can be imported. Nothing was written (dry run).'
    )
    expect(received[0]!.url).toBe('/rest/locations/5/network/tenants/import?dryRun=1')
    expect(received[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(received[0]!.body).toContain('filename="tenants.csv"')
    expect(received[0]!.body).toContain('Jan,jan@example.be')
  })

  it('imports and says so; --json prints the API answer', async () => {
    const file = await csvFile(['name,email', 'Jan,jan@example.be'])
    expect(await cli.run('tenants', 'import', '5', file)).toBe(0)
    expect(cli.stdout).toContain('1 tenant imported into location 5.')
    cli.stdout = ''
    expect(await cli.run('tenants', 'import', '5', file, '--json')).toBe(0)
    expect(JSON.parse(cli.stdout)).toEqual({ dryRun: false, count: 1, imported: 1 })
  })

  it('a refused file names its bad lines and exits 2; with --json the refusal is on stdout', async () => {
    const file = await csvFile(['name,email', 'Jan,jan@example.be', 'Broken,broken-at-example.be'])
    expect(await cli.run('tenants', 'import', '5', file)).toBe(2)
    expect(cli.stderr).toMatch(/\s3 Line 3: “broken-at-example.be” is not a valid e-mail address/)
    expect(cli.stderr).toContain('Nothing was imported')
    expect(cli.stderr).toContain('✖ 1 line of the file is not valid.')

    cli.stdout = ''
    expect(await cli.run('tenants', 'import', '5', file, '--json')).toBe(2)
    const refusal = JSON.parse(cli.stdout)
    expect(refusal.code).toBe('E_TENANT_CSV_INVALID')
    expect(refusal.errors[0]).toMatchObject({ line: 3, rule: 'csv_email' })
  })

  it('usage mistakes exit 2 before anything is sent; an unknown location exits 9', async () => {
    const file = await csvFile(['name,email', 'Jan,jan@example.be'])
    expect(await cli.run('tenants', 'import', 'venue', file)).toBe(2)
    expect(await cli.run('tenants', 'import', '5', join(cli.configDir, 'missing.csv'))).toBe(2)
    expect(cli.stderr).toContain('Cannot read the file')
    expect(received).toHaveLength(0)
    expect(await cli.run('tenants', 'import', '6', file)).toBe(9)
    expect(cli.stderr).toContain('Location 6 not found.')
  })
})

describe('the import progress', () => {
  it('shows the upload as a bar, then the check of the whole file', () => {
    const uploading = render(<ImportProgress sent={256 * 1024} total={512 * 1024} dryRun={false} />)
    expect(uploading.lastFrame()).toMatch(/Uploading █+░+ 50% \(256 of 512 KB\)/)
    uploading.unmount()
    const checking = render(<ImportProgress sent={512 * 1024} total={512 * 1024} dryRun />)
    expect(checking.lastFrame()).toContain('Checking every line…')
    checking.unmount()
  })
})

describe('airdeck tenants import for a Dutch account (issue 32 item 11)', () => {
  it('a 409 refusal shows the server message, never its code, and exits 11; summaries are Dutch and no English line is added to a refused file', async () => {
    await cli.writeConfig({ ...signedInConfig(apiUrl), lang: 'nl' })
    const file = await csvFile(['name,email', 'Ann,ann@example.be'])
    expect(await cli.run('tenants', 'import', '8', file)).toBe(11)
    expect(cli.stderr).toContain('Huurdersbeheer is niet geactiveerd voor deze locatie')
    expect(cli.stderr).not.toContain('E_TENANT_MANAGEMENT_DISABLED')
    expect(cli.stderr).not.toContain('Contact support')

    expect(await cli.run('tenants', 'import', '5', file, '--dry-run')).toBe(0)
    expect(cli.stdout).toContain('1 huurder gecontroleerd: het bestand kan geïmporteerd worden.')
    const bad = await csvFile(['name,email', 'Ann,ann-at-example.be'])
    expect(await cli.run('tenants', 'import', '5', bad)).toBe(2)
    // The server's message (in the account's language) says nothing was imported; the CLI adds no English line.
    expect(cli.stderr).not.toContain('run the command again')
  })
})
