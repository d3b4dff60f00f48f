import { InvalidArgumentError, Option, type Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import {
  LOCATION_STATUSES,
  LOCATION_TYPES,
  NETWORK_STATUSES,
  locationsApi,
} from '../../lib/locations-api.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { withSpinner } from '../../components/spinner.js'
import { renderLocationsTable } from '../../components/locations-table.js'

type ListOptions = GlobalOptions & {
  status?: string
  type?: string
  customer?: number
  search?: string
  network?: string
  page?: number
  perPage?: number
  json?: boolean
}

export function positiveInteger(value: string) {
  if (!/^[1-9]\d{0,9}$/.test(value))
    throw new InvalidArgumentError('must be a positive whole number')
  return Number(value)
}

export function registerLocationsList(locations: Command) {
  locations
    .command('list')
    .description('list the locations you may see (archived ones only with --status archived)')
    .addOption(new Option('--status <status>', 'lifecycle status').choices(LOCATION_STATUSES))
    .addOption(new Option('--type <type>', 'venue type').choices(LOCATION_TYPES))
    .addOption(
      new Option('--network <state>', 'network state (the API filter systemStatus)').choices(
        NETWORK_STATUSES
      )
    )
    .option('--customer <id>', 'only this customer’s locations', positiveInteger)
    .option('--search <text>', 'name, venue name, city or address contains')
    .option('--page <n>', 'page number', positiveInteger)
    .option('--per-page <n>', 'rows per page (max 100)', positiveInteger)
    .option('--json', 'print the page as JSON: { data, meta }')
    .action((_options, command: Command) => listLocations(command.optsWithGlobals<ListOptions>()))
}

async function listLocations(options: ListOptions) {
  const context = await loadContext(options)
  const client = new ApiClient({ apiUrl: context.apiUrl, token: requireToken(context) })
  const filters = {
    status: options.status,
    type: options.type,
    customer: options.customer,
    search: options.search,
    network: options.network,
    page: options.page,
    perPage: options.perPage,
  }
  if (options.json) {
    const page = await locationsApi.list(client, filters)
    process.stdout.write(JSON.stringify(page, null, 2) + '\n')
    return
  }
  renderLocationsTable(
    await withSpinner('Loading locations…', () => locationsApi.list(client, filters))
  )
}
