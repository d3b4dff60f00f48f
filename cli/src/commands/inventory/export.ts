import type { Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { inventoryApi, type ProductRow } from '../../lib/inventory-api.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { withSpinner } from '../../components/spinner.js'
import { renderSuccess } from '../../components/success-message.js'

type ExportOptions = GlobalOptions & {
  json?: boolean
  email?: string
  xlsx?: boolean
  allocated?: boolean
}

const COLUMNS = [
  'id',
  'name',
  'type',
  'model',
  'vendor',
  'ean',
  'sku',
  'quantity',
  'purchasePriceCents',
  'salePriceCents',
  'totalValueCents',
] as const

export function registerInventoryExport(inventory: Command) {
  inventory
    .command('export')
    .description(
      'the whole stock to stdout as CSV (or JSON), or with --email an export the server mails when ready'
    )
    .option('--json', 'print every product as a JSON array')
    .option(
      '--email <address>',
      'let the server build the file and mail a download link to this address'
    )
    .option('--xlsx', 'with --email: an Excel workbook instead of CSV')
    .option('--allocated', 'with --email: the CaaS hardware at venues instead of the stock')
    .action((_options, command: Command) =>
      exportInventory(command.optsWithGlobals<ExportOptions>())
    )
}

function csvCell(value: unknown) {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

async function allProducts(client: ApiClient) {
  const products: ProductRow[] = []
  for (let page = 1; ; page++) {
    const answer = await inventoryApi.list(client, { page, perPage: 100 })
    products.push(...answer.data)
    if (page >= answer.meta.lastPage) return products
  }
}

async function exportInventory(options: ExportOptions) {
  const context = await loadContext(options)
  const client = new ApiClient({ apiUrl: context.apiUrl, token: requireToken(context) })
  if (options.email) {
    const started = await inventoryApi.startExport(
      client,
      { email: options.email, format: options.xlsx ? 'xlsx' : 'csv' },
      Boolean(options.allocated)
    )
    if (options.json) process.stdout.write(JSON.stringify(started, null, 2) + '\n')
    else
      renderSuccess(`Export started: an e-mail with the download link follows at ${options.email}.`)
    return
  }
  const products = await withSpinner('Reading the stock…', () => allProducts(client))
  if (options.json) {
    process.stdout.write(JSON.stringify(products, null, 2) + '\n')
    return
  }
  const lines = [
    COLUMNS.join(','),
    ...products.map((product) => COLUMNS.map((column) => csvCell(product[column])).join(',')),
  ]
  process.stdout.write(lines.join('\n') + '\n')
}
