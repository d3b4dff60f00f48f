import { extname } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { openCsv } from '#kernel/csv/read_csv'
import type { StockReason } from '#core/inventory/product_catalog'
import { logRow } from '#core/inventory/services/stock_moves'
import { readStockCsv, type StockCsvProblem } from '#core/inventory/services/stock_csv'
import {
  resolveStockLines,
  type BulkMode,
  type ResolvedLine,
} from '#core/inventory/services/stock_csv_lookup'

/** A delivery of 20,000 lines is about 1 MB; five leaves room for notes. */
export const STOCK_FILE_MAX_BYTES = 5 * 1024 * 1024
const LISTED_PROBLEMS = 100
const CHUNK = 1000

async function uploadedCsv(ctx: HttpContext) {
  const file = ctx.request.file('file')
  if (!file || !file.tmpPath) throw AppException.invalidField('file', 'required')
  if (file.size > STOCK_FILE_MAX_BYTES)
    throw new AppException(413, 'E_STOCK_FILE_TOO_LARGE', {
      errors: [{ field: 'file', rule: 'file_size' }],
      data: { max: 5 },
    })
  if (!['.csv', '.txt'].includes(extname(file.clientName).toLowerCase()))
    throw AppException.invalidField('file', 'csv_file')
  return openCsv(file.tmpPath)
}

function refusal(ctx: HttpContext, problems: StockCsvProblem[]) {
  const format = problems.find((problem) => problem.rule === 'format')
  const errors = problems.slice(0, LISTED_PROBLEMS).map((problem) => ({
    field: 'file',
    rule: `csv_${problem.rule}`,
    line: problem.line,
    message: ctx.i18n.t('inventory.csv.line', {
      line: problem.line,
      problem: ctx.i18n.t(`inventory.csv.problems.${problem.rule}`, { value: problem.value ?? '' }),
    }),
  }))
  return new AppException(422, format ? 'E_STOCK_CSV_WRONG_FORMAT' : 'E_STOCK_CSV_INVALID', {
    errors,
    data: { line: format?.line ?? problems[0].line, count: problems.length },
  })
}

/**
 * POST /inventory/bulk: a whole delivery, deduction or count from one CSV, all or nothing. Every line is checked
 * first and every problem named by its line; nothing is written unless all lines are valid. The products are then
 * locked and changed in one transaction, with one log entry per line.
 */
export async function importStock(
  ctx: HttpContext,
  options: { dryRun?: boolean; mode?: BulkMode; reason?: StockReason },
  userId: number
) {
  const mode = options.mode ?? 'add'
  const { lines, problems } = await readStockCsv(await uploadedCsv(ctx), mode === 'count')
  if (problems.length === 0 && lines.length === 0) problems.push({ line: 2, rule: 'format' })
  if (problems.some((problem) => problem.line === 1) || lines.length === 0)
    throw refusal(ctx, problems)
  // Format, lookups and duplicates in one pass: the refusal names every bad line, whatever its kind.
  const checked = await resolveStockLines(lines, mode)
  const all = [...problems, ...checked.problems].sort((a, b) => a.line - b.line)
  if (all.length > 0) throw refusal(ctx, all)
  const units = checked.resolved.reduce((total, line) => total + line.quantity, 0)
  const products = new Set(checked.resolved.map((line) => line.product.id)).size
  if (options.dryRun) return { dryRun: true, mode, lines: checked.resolved.length, products, units }

  const reason =
    options.reason ?? (mode === 'add' ? 'delivery' : mode === 'count' ? 'count' : 'correction')
  await db.transaction((trx) => applyLines(trx, checked.resolved, mode, reason, userId))
  return { dryRun: false, mode, lines: checked.resolved.length, products, units }
}

async function applyLines(
  trx: TransactionClientContract,
  lines: ResolvedLine[],
  mode: BulkMode,
  reason: StockReason,
  userId: number
) {
  const ids = [...new Set(lines.map((line) => line.product.id))].sort((a, b) => a - b)
  const quantities = new Map<number, number>()
  for (let start = 0; start < ids.length; start += CHUNK) {
    const locked = await trx
      .from('products')
      .whereIn('id', ids.slice(start, start + CHUNK))
      .orderBy('id')
      .forUpdate()
      .select('id', 'quantity')
    for (const row of locked) quantities.set(row.id, Number(row.quantity))
  }
  const now = new Date()
  const logs = []
  const serialKeys = new Map<string, number>()
  if (mode === 'add') {
    const withSerials = lines.filter((line) => line.serial)
    for (let start = 0; start < withSerials.length; start += CHUNK) {
      const chunk = withSerials.slice(start, start + CHUNK).map((line) => ({
        product_id: line.product.id,
        serial: line.serial,
        mac: line.mac,
        status: 'in_stock',
        created_at: now,
        updated_at: now,
      }))
      for (const row of await trx
        .insertQuery()
        .table('inventory_units')
        .multiInsert(chunk)
        .returning(['id', 'product_id', 'serial']))
        serialKeys.set(`${row.product_id}:${row.serial}`, row.id)
    }
  }
  for (const line of lines) {
    const before = quantities.get(line.product.id)!
    const change =
      mode === 'add' ? line.quantity : mode === 'deduct' ? -line.quantity : line.quantity - before
    // Another request may have deducted since the check: the lock now holds the truth.
    if (before + change < 0)
      throw new AppException(409, 'E_STOCK_INSUFFICIENT', {
        data: { available: before, wanted: -change },
      })
    quantities.set(line.product.id, before + change)
    logs.push(
      logRow(
        {
          productId: line.product.id,
          change,
          units: Math.abs(change),
          reason,
          note: line.note,
          userId,
          unitId: serialKeys.get(`${line.product.id}:${line.serial}`) ?? null,
        },
        before + change,
        now
      )
    )
  }
  if (mode === 'deduct') await removeUnits(trx, lines, logs)
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK)
    const values = chunk.map(() => '(?::int, ?::int)').join(', ')
    await trx.rawQuery(
      `UPDATE products SET quantity = v.quantity, updated_at = now() FROM (VALUES ${values}) AS v(id, quantity) WHERE products.id = v.id`,
      chunk.flatMap((id) => [id, quantities.get(id)!])
    )
  }
  await insertLogs(trx, logs)
  await recordAudit(
    {
      action: 'inventory.imported',
      objectType: 'inventory',
      newValues: { mode, reason, lines: lines.length, products: ids.length },
    },
    trx
  )
}

/** Deducted serialized units leave the stock; their log lines name them. */
async function removeUnits(
  trx: TransactionClientContract,
  lines: ResolvedLine[],
  logs: Array<ReturnType<typeof logRow>>
) {
  const byKey = new Map<string, number>()
  const serialized = lines.filter((line) => line.serial)
  for (let start = 0; start < serialized.length; start += CHUNK) {
    const chunk = serialized.slice(start, start + CHUNK)
    const rows = await trx
      .from('inventory_units')
      .where('status', 'in_stock')
      .where((where) => {
        for (const line of chunk)
          void where.orWhere(
            (pair) => void pair.where({ product_id: line.product.id, serial: line.serial })
          )
      })
      .update({ status: 'removed', updated_at: new Date() }, ['id', 'product_id', 'serial'])
    if (rows.length !== chunk.length)
      throw new AppException(409, 'E_STOCK_INSUFFICIENT', {
        data: { available: rows.length, wanted: chunk.length },
      })
    for (const row of rows) byKey.set(`${row.product_id}:${row.serial}`, row.id)
  }
  lines.forEach((line, index) => {
    if (line.serial) logs[index].unit_id = byKey.get(`${line.product.id}:${line.serial}`) ?? null
  })
}

/** Every line's log entry in one statement: a column per array, unnested (20,000 rows in a fraction of a multi-row insert). */
async function insertLogs(trx: TransactionClientContract, logs: Array<ReturnType<typeof logRow>>) {
  // Null elements (no unit, no venue, no note) reach PostgreSQL as NULL array elements.
  const ints = (
    key:
      'product_id' | 'unit_id' | 'location_id' | 'user_id' | 'change' | 'units' | 'quantity_after'
  ) => logs.map((log) => log[key]) as number[]
  const texts = (key: 'reason' | 'note') => logs.map((log) => log[key]) as string[]
  await trx.rawQuery(
    `INSERT INTO inventory_logs (product_id, unit_id, location_id, user_id, change, units, quantity_after, reason, note, created_at)
     SELECT product_id, unit_id, location_id, user_id, change, units, quantity_after, reason, note, ?::timestamptz
     FROM unnest(?::int[], ?::int[], ?::int[], ?::int[], ?::int[], ?::int[], ?::int[], ?::text[], ?::text[]) AS t(product_id, unit_id, location_id, user_id, change, units, quantity_after, reason, note)`,
    [
      logs[0]?.created_at ?? new Date(),
      ints('product_id'),
      ints('unit_id'),
      ints('location_id'),
      ints('user_id'),
      ints('change'),
      ints('units'),
      ints('quantity_after'),
      texts('reason'),
      texts('note'),
    ]
  )
}
