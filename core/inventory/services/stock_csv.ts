import { splitCsvHeader, type CsvSource } from '#kernel/csv/read_csv'
import { MAC_PATTERN, SERIAL_PATTERN } from '#core/inventory/validators/inventory_validators'
import { MAX_QUANTITY } from '#core/inventory/product_catalog'
import { isValidGtin } from '#core/inventory/services/gtin'

export type StockCsvRule =
  | 'format'
  | 'product_missing'
  | 'ean'
  | 'quantity'
  | 'serial'
  | 'mac'
  | 'note'
  | 'product_not_found'
  | 'model_not_found'
  | 'own_brand'
  | 'serial_required'
  | 'not_serialized'
  | 'serialized_count'
  | 'duplicate_serial'
  | 'duplicate_product'
  | 'serial_exists'
  | 'serial_not_in_stock'
  | 'insufficient'

export interface StockCsvProblem {
  line: number
  rule: StockCsvRule
  value?: string
}

/** One line of a stock file as read, before its product is looked up. */
export interface StockCsvLine {
  line: number
  ean: string | null
  sku: string | null
  model: string | null
  quantity: number
  serial: string | null
  mac: string | null
  note: string | null
  /** The fields of this line that are not valid (already a problem): what depends on them is not checked further. */
  flaws?: Array<'product' | 'quantity' | 'serial' | 'other'>
}

const KNOWN = ['ean', 'sku', 'model', 'quantity', 'serial', 'mac', 'note'] as const
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** The header names the columns (any order, `,` or `;`): `quantity` and at least one of `ean`, `sku`, `model`. */
function readHeader(header: string) {
  for (const delimiter of [',', ';']) {
    const names = splitCsvHeader(header, delimiter)?.map((name) => name.toLowerCase())
    if (
      !names ||
      !names.includes('quantity') ||
      !names.some((name) => ['ean', 'sku', 'model'].includes(name))
    )
      continue
    if (
      names.some((name) => !(KNOWN as readonly string[]).includes(name)) ||
      new Set(names).size !== names.length
    )
      return null
    return { delimiter, names }
  }
  return null
}

/**
 * Reads a stock file record by record (the header is line 1; empty lines count but are skipped; a quoted note may
 * span lines, the record keeps the line it starts on) and checks each on its own; `allowZero` for a count, where 0
 * is a valid quantity. Lookups against the database come after, for every line that could be split into its
 * columns (flawed ones too, so that one run names every problem).
 */
export async function readStockCsv(file: CsvSource, allowZero: boolean) {
  const header = readHeader(file.firstLine)
  if (!header) return { lines: [], problems: [{ line: 1, rule: 'format' as const }] }
  const lines: StockCsvLine[] = []
  const problems: StockCsvProblem[] = []
  for await (const { line, fields } of file.records(header.delimiter)) {
    if (!fields || fields.length !== header.names.length) {
      problems.push({ line, rule: 'format' })
      continue
    }
    const value = (name: string) => fields[header.names.indexOf(name)] || null
    const entry: StockCsvLine = {
      line,
      ean: value('ean')?.replace(/[\s-]/g, '') ?? null,
      sku: value('sku'),
      model: value('model'),
      quantity: Number(value('quantity')),
      serial: value('serial'),
      mac: value('mac')?.toLowerCase().replaceAll('-', ':') ?? null,
      note: value('note'),
    }
    const flaws: NonNullable<StockCsvLine['flaws']> = []
    const flaw = (kind: (typeof flaws)[number], problem: StockCsvProblem) => {
      flaws.push(kind)
      problems.push(problem)
    }
    if (!entry.ean && !entry.sku && !entry.model) flaw('product', { line, rule: 'product_missing' })
    if (entry.ean && !isValidGtin(entry.ean))
      flaw('product', { line, rule: 'ean', value: entry.ean.slice(0, 20) })
    if (
      !/^\d{1,7}$/.test(value('quantity') ?? '') ||
      entry.quantity > MAX_QUANTITY ||
      (entry.quantity === 0 && !allowZero)
    )
      flaw('quantity', { line, rule: 'quantity', value: (value('quantity') ?? '').slice(0, 20) })
    if (entry.serial && !SERIAL_PATTERN.test(entry.serial))
      flaw('serial', { line, rule: 'serial', value: entry.serial.slice(0, 64) })
    if (entry.mac && !MAC_PATTERN.test(entry.mac))
      flaw('other', { line, rule: 'mac', value: entry.mac.slice(0, 20) })
    if (entry.note && (entry.note.length > 500 || CONTROL.test(entry.note)))
      flaw('other', { line, rule: 'note' })
    if (entry.model && (entry.model.length > 120 || CONTROL.test(entry.model)))
      flaw('product', { line, rule: 'model_not_found', value: entry.model.slice(0, 120) })
    // A line with a bad field still has its product looked up and its serial checked (all problems in one pass).
    lines.push(flaws.length > 0 ? { ...entry, flaws } : entry)
  }
  return { lines, problems }
}
