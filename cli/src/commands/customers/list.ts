import type { Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { customersApi } from '../../lib/customers-api.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { withSpinner } from '../../components/spinner.js'
import { renderCustomersTable } from '../../components/customers-table.js'
import { positiveInteger } from '../locations/list.js'

type ListOptions = GlobalOptions & {
  search?: string
  page?: number
  perPage?: number
  json?: boolean
}

export function registerCustomersList(customers: Command) {
  customers
    .command('list')
    .description('list the customers you may see')
    .option('--search <text>', 'name, alias, VAT number, city or e-mail contains')
    .option('--page <n>', 'page number', positiveInteger)
    .option('--per-page <n>', 'rows per page (max 100)', positiveInteger)
    .option('--json', 'print the page as JSON: { data, meta }')
    .action((_options, command: Command) => listCustomers(command.optsWithGlobals<ListOptions>()))
}

async function listCustomers(options: ListOptions) {
  const context = await loadContext(options)
  const client = new ApiClient({ apiUrl: context.apiUrl, token: requireToken(context) })
  const filters = { search: options.search, page: options.page, perPage: options.perPage }
  if (options.json) {
    process.stdout.write(JSON.stringify(await customersApi.list(client, filters), null, 2) + '\n')
    return
  }
  renderCustomersTable(
    await withSpinner('Loading customers…', () => customersApi.list(client, filters))
  )
}
