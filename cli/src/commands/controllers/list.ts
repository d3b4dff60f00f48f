import type { Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { controllersApi } from '../../lib/controllers-api.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { withSpinner } from '../../components/spinner.js'
import { renderControllersTable } from '../../components/controllers-table.js'

type ListOptions = GlobalOptions & { json?: boolean }

export function registerControllersList(controllers: Command) {
  controllers
    .command('list')
    .description('list the network controllers with their status and last sync')
    .option('--json', 'print the controllers as a JSON array (the API shape)')
    .action((_options, command: Command) => list(command.optsWithGlobals<ListOptions>()))
}

async function list(options: ListOptions) {
  const context = await loadContext(options)
  const client = new ApiClient({ apiUrl: context.apiUrl, token: requireToken(context) })
  if (options.json) {
    const all = await controllersApi.listAll(client)
    process.stdout.write(JSON.stringify(all, null, 2) + '\n')
    return
  }
  renderControllersTable(
    await withSpinner('Loading controllers…', () => controllersApi.listAll(client))
  )
}
