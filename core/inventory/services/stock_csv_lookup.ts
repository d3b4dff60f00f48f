import db from '@adonisjs/lucid/services/db'
import type { StockCsvLine, StockCsvProblem } from '#core/inventory/services/stock_csv'

export type BulkMode = 'add' | 'deduct' | 'count'

export interface CatalogueProduct {
  id: number
  ean: string | null
  sku: string | null
  model: string
  serialized: boolean
  own_brand: boolean
  quantity: number
}

/** A checked line: its product found, its signed change (a count's change is worked out under the row lock). */
export interface ResolvedLine extends StockCsvLine {
  product: CatalogueProduct
}

const CHUNK = 5000

/** Serial numbers the products already have, as `productId:serial`. */
async function knownSerials(lines: ResolvedLine[], status?: string) {
  const serials = [...new Set(lines.map((line) => line.serial!))]
  const known = new Set<string>()
  for (let start = 0; start < serials.length; start += CHUNK) {
    const query = db
      .from('inventory_units')
      .whereIn('serial', serials.slice(start, start + CHUNK))
      .select('product_id', 'serial')
    if (status) query.where('status', status)
    for (const row of await query) known.add(`${row.product_id}:${row.serial}`)
  }
  return known
}

/**
 * Finds each line's product (by EAN, else SKU, else model) and checks the file as a whole: serial numbers present
 * exactly where the product has them, no serial or counted product twice, serials new on a delivery and in stock on
 * a deduction, and never more deducted than in stock.
 */
export async function resolveStockLines(lines: StockCsvLine[], mode: BulkMode) {
  const catalogue: CatalogueProduct[] = await db
    .from('products')
    .select('id', 'ean', 'sku', 'model', 'serialized', 'own_brand', 'quantity')
  const byEan = new Map(
    catalogue.filter((product) => product.ean).map((product) => [product.ean!, product])
  )
  const bySku = new Map(
    catalogue
      .filter((product) => product.sku)
      .map((product) => [product.sku!.toLowerCase(), product])
  )
  const byModel = new Map<string, CatalogueProduct>()
  for (const product of catalogue)
    if (!product.own_brand && !byModel.has(product.model.toLowerCase()))
      byModel.set(product.model.toLowerCase(), product)

  const problems: StockCsvProblem[] = []
  const resolved: ResolvedLine[] = []
  const serialLines = new Map<string, number>()
  const countedLines = new Map<number, number>()
  // Lines whose serial can be checked against the stock: valid serial and product, even when another field is bad.
  const serialChecks: ResolvedLine[] = []
  for (const line of lines) {
    const flaws = line.flaws ?? []
    if (flaws.includes('product')) continue
    const product = line.ean
      ? byEan.get(line.ean)
      : line.sku
        ? bySku.get(line.sku.toLowerCase())
        : byModel.get(line.model!.toLowerCase())
    if (!product) {
      problems.push({
        line: line.line,
        rule: line.ean || line.sku ? 'product_not_found' : 'model_not_found',
        value: line.ean ?? line.sku ?? line.model ?? '',
      })
      continue
    }
    const serial = flaws.includes('serial') ? null : line.serial
    const before = problems.length
    if (product.own_brand) problems.push({ line: line.line, rule: 'own_brand' })
    else if (product.serialized && mode === 'count')
      problems.push({ line: line.line, rule: 'serialized_count' })
    else if (
      product.serialized &&
      ((!line.serial && !flaws.includes('serial')) ||
        (line.quantity !== 1 && !flaws.includes('quantity')))
    )
      problems.push({ line: line.line, rule: 'serial_required' })
    else if (!product.serialized && line.serial)
      problems.push({ line: line.line, rule: 'not_serialized' })
    const serialKey = `${product.id}:${serial}`
    if (serial && serialLines.has(serialKey))
      problems.push({ line: line.line, rule: 'duplicate_serial', value: serial })
    if (mode === 'count' && countedLines.has(product.id))
      problems.push({
        line: line.line,
        rule: 'duplicate_product',
        value: String(countedLines.get(product.id)),
      })
    if (serial) serialLines.set(serialKey, line.line)
    countedLines.set(product.id, line.line)
    if (problems.length === before && serial) serialChecks.push({ ...line, product })
    if (problems.length === before && flaws.length === 0) resolved.push({ ...line, product })
  }

  const serialized = serialChecks
  if (serialized.length > 0 && mode !== 'count') {
    const known = await knownSerials(serialized, mode === 'deduct' ? 'in_stock' : undefined)
    for (const line of serialized) {
      const exists = known.has(`${line.product.id}:${line.serial}`)
      if (mode === 'add' && exists)
        problems.push({ line: line.line, rule: 'serial_exists', value: line.serial! })
      if (mode === 'deduct' && !exists)
        problems.push({ line: line.line, rule: 'serial_not_in_stock', value: line.serial! })
    }
  }
  if (mode === 'deduct') {
    const taken = new Map<number, number>()
    for (const line of resolved) {
      const total = (taken.get(line.product.id) ?? 0) + line.quantity
      taken.set(line.product.id, total)
      if (total > line.product.quantity && total - line.quantity <= line.product.quantity)
        problems.push({
          line: line.line,
          rule: 'insufficient',
          value: String(line.product.quantity),
        })
    }
  }
  return { resolved, problems }
}
