import type { Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { inventoryApi } from '../../lib/inventory-api.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { withSpinner } from '../../components/spinner.js'
import { renderInventoryTable } from '../../components/inventory-table.js'
import { positiveInteger } from '../locations/list.js'

type ListOptions = GlobalOptions & {
  search?: string
  type?: string
  vendor?: string
  lowStock?: boolean
  page?: number
  perPage?: number
  json?: boolean
}

export function registerInventoryList(inventory: Command) {
  inventory
    .command('list')
    .description('the stock per product, by name')
    .option('--search <text>', 'name, model, EAN or SKU contains')
    .option(
      '--type <type>',
      'gateway, router, access_point, switch, modem, sim, licence, enclosure, accessory, other'
    )
    .option('--vendor <vendor>', 'unifi, omada, peplink, zerotier, other')
    .option('--low-stock', 'only products at or below their low-stock threshold')
    .option('--page <n>', 'page number', positiveInteger)
    .option('--per-page <n>', 'rows per page (max 100)', positiveInteger)
    .option('--json', 'print the page as JSON: { data, meta }')
    .action((_options, command: Command) => listInventory(command.optsWithGlobals<ListOptions>()))
}

async function listInventory(options: ListOptions) {
  const context = await loadContext(options)
  const client = new ApiClient({ apiUrl: context.apiUrl, token: requireToken(context) })
  const filters = {
    search: options.search,
    type: options.type,
    vendor: options.vendor,
    lowStock: options.lowStock,
    page: options.page,
    perPage: options.perPage,
  }
  if (options.json) {
    process.stdout.write(JSON.stringify(await inventoryApi.list(client, filters), null, 2) + '\n')
    return
  }
  renderInventoryTable(
    await withSpinner('Loading the stock…', () => inventoryApi.list(client, filters))
  )
}
