import type { Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { CliError, toCliError, usageError } from '../../lib/cli-error.js'
import { controllersApi, type ControllerView } from '../../lib/controllers-api.js'
import { messageFor } from '../../lib/messages.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { withSpinner } from '../../components/spinner.js'
import { startSyncProgress } from '../../components/sync-progress.js'
import { outcomeFailed, renderSyncReport, type SyncOutcome } from '../../components/sync-report.js'

type SyncOptions = GlobalOptions & { all?: boolean; json?: boolean }

/** A sync waits for the controller: allow much longer than an ordinary call. */
const SYNC_TIMEOUT_MS = 10 * 60_000

const USAGE = 'Name a controller (`airdeck controllers sync 3`) or pass --all.'
const NOT_BOTH = 'Name a controller or pass --all, not both.'

export function registerControllersSync(controllers: Command) {
  controllers
    .command('sync')
    .description('sync one controller, or all with --all, now; exits 7 when any sync failed')
    .argument('[id]', 'controller id (see `airdeck controllers list`)')
    .option('--all', 'sync every controller, one after the other')
    .option('--json', 'print the sync summaries as a JSON array')
    .action((id: string | undefined, _options, command: Command) =>
      sync(id, command.optsWithGlobals<SyncOptions>())
    )
}

async function sync(id: string | undefined, options: SyncOptions) {
  if (id === undefined && !options.all) throw usageError(USAGE)
  if (id !== undefined && options.all) throw usageError(NOT_BOTH)
  if (id !== undefined && !/^[1-9]\d{0,9}$/.test(id))
    throw usageError(`Not a controller id: ${id}. ${USAGE}`)

  const context = await loadContext(options)
  const token = requireToken(context)
  const client = new ApiClient({ apiUrl: context.apiUrl, token })
  const syncClient = new ApiClient({ apiUrl: context.apiUrl, token, timeoutMs: SYNC_TIMEOUT_MS })

  const load = () =>
    id === undefined
      ? controllersApi.listAll(client)
      : controllersApi.get(client, Number(id)).then((one) => [one])
  const controllers = options.json ? await load() : await withSpinner('Loading controllers…', load)
  const outcomes = await syncEach(syncClient, controllers, !options.json)

  if (options.json) process.stdout.write(JSON.stringify(outcomes.map(jsonOf), null, 2) + '\n')
  else renderSyncReport(outcomes)
  if (outcomes.some(outcomeFailed)) throw new CliError('E_SYNC_FAILED')
}

/** One after the other: syncs hit the controllers hard, and the progress stays readable. */
export async function syncEach(
  client: ApiClient,
  controllers: ControllerView[],
  showProgress: boolean
): Promise<SyncOutcome[]> {
  const outcomes: SyncOutcome[] = []
  const failedSoFar = () => outcomes.filter(outcomeFailed).length
  const progress = showProgress
    ? startSyncProgress({ done: 0, total: controllers.length, current: null, failed: 0 })
    : null
  try {
    for (const controller of controllers) {
      progress?.update({
        done: outcomes.length,
        total: controllers.length,
        current: controller.alias,
        failed: failedSoFar(),
      })
      try {
        outcomes.push({
          controllerId: controller.id,
          alias: controller.alias,
          summary: await controllersApi.sync(client, controller.id),
        })
      } catch (error) {
        const cliError = toCliError(error)
        // Not signed in or not allowed: every other controller would fail the same way.
        if (cliError.code === 'E_UNAUTHORIZED' || cliError.code === 'E_FORBIDDEN') throw cliError
        outcomes.push({
          controllerId: controller.id,
          alias: controller.alias,
          error: {
            code: cliError.code,
            message: cliError.details.serverMessage ?? messageFor(cliError),
          },
        })
      }
    }
  } finally {
    await progress?.stop()
  }
  return outcomes
}

/** `--json`: the SyncSummary as the API gave it, or `{controllerId, error}` when the call itself failed. */
function jsonOf(outcome: SyncOutcome) {
  return 'summary' in outcome
    ? outcome.summary
    : { controllerId: outcome.controllerId, error: outcome.error }
}
