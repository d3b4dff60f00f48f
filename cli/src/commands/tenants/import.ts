import type { Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { naming, usageError } from '../../lib/cli-error.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { tenantsApi, type ImportResult } from '../../lib/tenants-api.js'
import { startImportProgress } from '../../components/import-progress.js'
import { readCsvFile, reportImportRefusal } from '../../lib/csv-import.js'
import { renderSuccess } from '../../components/success-message.js'
import { text } from '../../lib/texts.js'

type ImportOptions = GlobalOptions & { dryRun?: boolean; json?: boolean }

const USAGE =
  'Usage: `airdeck tenants import <location id> <file.csv> [--dry-run] [--json]` (see `airdeck locations list`).'
/** Checking and writing 10,000 tenants takes seconds; allow far more than an ordinary call. */
const IMPORT_TIMEOUT_MS = 5 * 60_000

export function registerTenantsImport(tenants: Command) {
  tenants
    .command('import')
    .description(
      'import tenants from a CSV (header `name,email`), all or nothing; every bad line is named; exits 2 when the file is refused'
    )
    .argument('<location>', 'location id (see `airdeck locations list`)')
    .argument(
      '<file>',
      'the CSV file: a header row `name,email`, then one tenant per line (at most 500 KB)'
    )
    .option('--dry-run', 'only check the file: nothing is written')
    .option('--json', 'print the result (or the refusal with its line errors) as JSON')
    .action((location: string, file: string, _options, command: Command) =>
      importTenants(location, file, command.optsWithGlobals<ImportOptions>())
    )
}

async function importTenants(location: string, path: string, options: ImportOptions) {
  if (!/^[1-9]\d{0,9}$/.test(location)) throw usageError(`Not a location id: ${location}. ${USAGE}`)
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
  let result: ImportResult
  try {
    result = await naming(
      `location ${location}`,
      tenantsApi.import(client, Number(location), file, {
        dryRun,
        onProgress: progress
          ? (sent, total) => progress.update({ sent, total, dryRun })
          : undefined,
      })
    )
  } catch (error) {
    await progress?.stop()
    throw reportImportRefusal(error, options.json)
  }
  await progress?.stop()

  if (options.json) process.stdout.write(JSON.stringify(result, null, 2) + '\n')
  else if (dryRun) renderSuccess(text('tenantsChecked', { count: result.count }))
  else renderSuccess(text('tenantsImported', { count: result.imported, location }))
}
