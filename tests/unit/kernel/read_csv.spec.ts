import { test } from '@japa/runner'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openCsv, splitCsvHeader } from '#kernel/csv/read_csv'

async function read(bytes: Buffer | string, delimiter = ',') {
  const file = await openCsv(typeof bytes === 'string' ? Buffer.from(bytes) : bytes)
  const records = []
  for await (const record of file.records(delimiter)) records.push(record)
  return { header: file.firstLine, records }
}

test.group('CSV reading through csv-parse (issue 30)', () => {
  test('a quoted field may hold a line break, the delimiter and doubled quotes; lines are where records start', async ({
    assert,
  }) => {
    const { header, records } = await read(
      'name,note\r\n\r\n"Ann\r\nMarie","a, ""b"""\r\n   \r\nBob, "two\nlines" \rCarl,c\r\n'
    )
    assert.equal(header, 'name,note')
    assert.deepEqual(records, [
      { line: 3, fields: ['Ann\nMarie', 'a, "b"'] },
      { line: 6, fields: ['Bob', 'two\nlines'] },
      { line: 8, fields: ['Carl', 'c'] },
    ])
  })

  test('a quote that never closes breaks the file from the line its record starts on', async ({
    assert,
  }) => {
    const { records } = await read('name,email\nAnn,a@x.be\nDan,"unclosed\nEve,e@x.be\n')
    assert.deepEqual(records, [
      { line: 2, fields: ['Ann', 'a@x.be'] },
      { line: 3, fields: null },
    ])
  })

  test('a quote inside an unquoted field is kept, as spreadsheets write it', async ({ assert }) => {
    const { records } = await read('name;email\nO"Neil;o@x.be\n', ';')
    assert.deepEqual(records, [{ line: 2, fields: ['O"Neil', 'o@x.be'] }])
  })

  test('UTF-8 with a byte-order mark and Windows-1252 are both read', async ({ assert }) => {
    const bom = await read(
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('name\nZoë\n')])
    )
    assert.equal(bom.header, 'name')
    assert.deepEqual(bom.records, [{ line: 2, fields: ['Zoë'] }])
    const latin = await read(Buffer.from([0x6e, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x0a]))
    assert.deepEqual(latin.records, [{ line: 2, fields: ['Café'] }])
  })

  test('a file on disk is streamed in chunks: a CRLF split between chunks counts as one line', async ({
    assert,
  }) => {
    const folder = await mkdtemp(join(tmpdir(), 'csv-'))
    try {
      // Read in 64 KiB chunks: the header's length puts line 993's CR last in the first chunk and its LF first in the next.
      const row = (n: number) => `row${String(n).padStart(4, '0')},${'x'.repeat(56)}`
      const lines = [
        `name,${'v'.repeat(58)}`,
        ...Array.from({ length: 2000 }, (_, n) => row(n + 2)),
      ]
      const bytes = Buffer.from(lines.join('\r\n') + '\r\n')
      assert.deepEqual([bytes[65535], bytes[65536]], [13, 10])
      const path = join(folder, 'big.csv')
      await writeFile(path, bytes)
      const file = await openCsv(path)
      let count = 0
      for await (const record of file.records(',')) {
        count++
        assert.equal(record.fields?.[0], `row${String(record.line).padStart(4, '0')}`)
      }
      assert.equal(count, 2000)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })

  test('the header line splits on the delimiter it was written with, or not at all', ({
    assert,
  }) => {
    assert.deepEqual(splitCsvHeader('name;email', ';'), ['name', 'email'])
    assert.deepEqual(splitCsvHeader('name;email', ','), ['name;email'])
    assert.isNull(splitCsvHeader('"name,email', ','))
  })
})
