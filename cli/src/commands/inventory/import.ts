import { InvalidArgumentError, type Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { inventoryApi, type BulkMode, type BulkResult } from '../../lib/inventory-api.js'
import { startImportProgress } from '../../components/import-progress.js'
import { readCsvFile, reportImportRefusal } from '../../lib/csv-import.js'
import { renderSuccess } from '../../components/success-message.js'
import { text } from '../../lib/texts.js'

type ImportOptions = GlobalOptions & {
  dryRun?: boolean
  mode: BulkMode
  reason?: string
  json?: boolean
}

/** 20,000 lines are checked and written in seconds; allow far more than an ordinary call. */
const IMPORT_TIMEOUT_MS = 5 * 60_000

function mode(value: string): BulkMode {
  if (value !== 'add' && value !== 'deduct' && value !== 'count')
    throw new InvalidArgumentError('add, deduct or count')
  return value
}

export function registerInventoryImport(inventory: Command) {
  inventory
    .command('import')
    .description(
      'a whole delivery, deduction or count from a CSV, all or nothing; every bad line is named; exits 2 when the file is refused'
    )
    .argument(
      '<file>',
      'CSV with a header row: quantity and ean, sku or model; optional serial, mac, note (`,` or `;`)'
    )
    .option('--dry-run', 'only check the file: nothing is written')
    .option(
      '--mode <mode>',
      'add (a delivery), deduct, or count (each line is the counted stock)',
      mode,
      'add'
    )
    .option(
      '--reason <reason>',
      'the reason in the log (default: delivery, correction or count by mode)'
    )
    .option('--json', 'print the result (or the refusal with its line errors) as JSON')
    .action((file: string, _options, command: Command) =>
      importInventory(file, command.optsWithGlobals<ImportOptions>())
    )
}

async function importInventory(path: string, options: ImportOptions) {
  const file = await readCsvFile(path)
  const context = await loadContext(options)
  const client = new ApiClient({
    apiUrl: context.apiUrl,
    token: requireToken(context),
    timeoutMs: IMPORT_TIMEOUT_MS,
  })
  const dryRun = Boolean(options.dryRun)
  const progress = options.json
    ? null
    : startImportProgress({ sent: 0, total: file.bytes.length, dryRun })
  let result: BulkResult
  try {
    result = await inventoryApi.bulk(client, file, {
      dryRun,
      mode: options.mode,
      reason: options.reason,
      onProgress: progress ? (sent, total) => progress.update({ sent, total, dryRun }) : undefined,
    })
  } catch (error) {
    await progress?.stop()
    throw reportImportRefusal(error, options.json)
  }
  await progress?.stop()

  if (options.json) process.stdout.write(JSON.stringify(result, null, 2) + '\n')
  else renderSuccess(summary(result))
}

/** In the account's language (lib/texts.ts). */
export function summary(result: BulkResult) {
  const what = text('stockWhat', {
    lines: text('stockLines', { count: result.lines }),
    products: text('stockProducts', { count: result.products }),
    units: text('stockUnits', { count: result.units }),
  })
  if (result.dryRun) return text('stockChecked', { what, mode: result.mode })
  return text(`stockImported_${result.mode}`, { what })
}
