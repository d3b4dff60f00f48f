import { createReadStream } from 'node:fs'
import { Readable, Transform } from 'node:stream'
import { parse, type Options } from 'csv-parse'
import { parse as parseSync } from 'csv-parse/sync'

/**
 * Reading CSV files people upload (tenants, stock counts) through `csv-parse` (RFC 4180: a quoted field may hold the
 * delimiter, doubled quotes and line breaks), streamed from disk. The encoding is detected first, the header line
 * fixes the delimiter, then the records follow, each with the file's physical line it starts on.
 */

/** One record after the header: its first line in the file, its trimmed fields; null fields: the quoting breaks here. */
export interface CsvRecord {
  line: number
  fields: string[] | null
}

export interface CsvSource {
  /** The file's first line (the header), decoded, without its line break. */
  firstLine: string
  /** The records after the header line; blank lines are skipped but counted. */
  records(delimiter: string): AsyncGenerator<CsvRecord>
}

type Bytes = string | Buffer

const open = (source: Bytes) =>
  typeof source === 'string' ? createReadStream(source) : Readable.from([source])

/** Excel saves UTF-8 (with or without a byte-order mark), or Windows-1252 when told "CSV"; both are read. */
async function detectEncoding(source: Bytes): Promise<'utf-8' | 'windows-1252'> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  try {
    for await (const chunk of open(source)) decoder.decode(chunk as Buffer, { stream: true })
    decoder.decode()
    return 'utf-8'
  } catch {
    return 'windows-1252'
  }
}

/** Bytes to text in the file's encoding, every line break (CRLF, CR, LF) as LF, so the parser counts physical lines. */
function decodedText(source: Bytes, encoding: string) {
  const decoder = new TextDecoder(encoding)
  let carriageReturn = false
  const unify = (text: string) => {
    let out = carriageReturn && text.startsWith('\n') ? text.slice(1) : text
    carriageReturn = out.endsWith('\r')
    out = out.replace(/\r\n?/g, '\n')
    return out
  }
  return open(source).pipe(
    new Transform({
      readableObjectMode: false,
      transform(chunk: Buffer, _encoding, done) {
        done(null, unify(decoder.decode(chunk, { stream: true })))
      },
      flush(done) {
        done(null, unify(decoder.decode()))
      },
    })
  )
}

async function readFirstLine(source: Bytes, encoding: string) {
  let text = ''
  for await (const chunk of decodedText(source, encoding)) {
    text += chunk.toString()
    const end = text.indexOf('\n')
    if (end !== -1) return text.slice(0, end)
  }
  return text
}

/** A header line's fields with a delimiter, or null when its quotes do not parse. */
export function splitCsvHeader(line: string, delimiter: string): string[] | null {
  try {
    const [fields] = parseSync(line, { delimiter, trim: true, relax_quotes: true }) as string[][]
    return (fields ?? ['']).map((field) => field.trim())
  } catch {
    return null
  }
}

interface ParsedRecord {
  line: number
  fields: string[]
}

async function* records(source: Bytes, encoding: string, delimiter: string) {
  // Lines are counted as the parser goes (it runs ahead of the reader): a record starts on the line after the last.
  let lastLine = 0
  const broken: number[] = []
  const options: Options<ParsedRecord, string[]> = {
    delimiter,
    record_delimiter: '\n',
    trim: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_records_with_error: true,
    on_record: (fields, context) => {
      const line = lastLine + 1
      lastLine = context.lines
      return { line, fields }
    },
    on_skip: (error) => {
      broken.push(lastLine + 1)
      if (typeof error?.lines === 'number') lastLine = error.lines
      return undefined
    },
  }
  // The typings take `on_record` results of the record's own type only; ours carries the line beside the fields.
  const parser = decodedText(source, encoding).pipe(parse(options as unknown as Options))
  for await (const record of parser as AsyncIterable<ParsedRecord>) {
    while (broken.length && broken[0] < record.line) {
      const line = broken.shift()!
      if (line > 1) yield { line, fields: null }
    }
    if (record.line === 1) continue
    if (record.fields.length === 1 && record.fields[0] === '') continue
    yield { line: record.line, fields: record.fields.map((field) => field.trim()) }
  }
  for (const line of broken) if (line > 1) yield { line, fields: null }
}

/** An uploaded CSV (a file path, or the bytes themselves), ready to be read record by record. */
export async function openCsv(source: Bytes): Promise<CsvSource> {
  const encoding = await detectEncoding(source)
  return {
    firstLine: await readFirstLine(source, encoding),
    records: (delimiter: string) => records(source, encoding, delimiter),
  }
}
