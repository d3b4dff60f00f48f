import { randomUUID } from 'node:crypto'
import { InvalidArgumentError, type Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { CliError, naming } from '../../lib/cli-error.js'
import { inventoryApi } from '../../lib/inventory-api.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { renderSuccess } from '../../components/success-message.js'
import { positiveInteger } from '../locations/list.js'

type ChangeOptions = GlobalOptions & {
  reason: string
  note?: string
  serial?: string[]
  idempotencyKey?: string
  json?: boolean
}

const REASONS = ['delivery', 'count', 'sale', 'correction', 'damaged']

function reason(value: string) {
  if (!REASONS.includes(value)) throw new InvalidArgumentError(`one of ${REASONS.join(', ')}`)
  return value
}

const collect = (value: string, previous: string[] = []) => [...previous, value]

/** `airdeck inventory add|deduct <product> <quantity>`: one stock change with its reason. */
export function registerInventoryChanges(inventory: Command) {
  for (const [verb, sign, defaultReason] of [
    ['add', 1, 'delivery'],
    ['deduct', -1, 'sale'],
  ] as const) {
    inventory
      .command(verb)
      .description(
        `${verb} stock of one product, with a reason; exits 10 when too few are in stock`
      )
      .argument('<product>', 'product id, EAN or SKU')
      .argument('<quantity>', 'how many', positiveInteger)
      .option('--reason <reason>', `why: ${REASONS.join(', ')}`, reason, defaultReason)
      .option('--note <text>', 'a note for the log (delivery note, order number…)')
      .option(
        '--serial <serial>',
        'a serial number, once per unit (products with serial numbers)',
        collect
      )
      .option(
        '--idempotency-key <key>',
        'the key printed when an earlier try got no answer: the change is applied once (a new key by default)'
      )
      .option('--json', 'print the result as JSON')
      .action((product: string, quantity: number, _options, command: Command) =>
        changeStock(product, sign * quantity, command.optsWithGlobals<ChangeOptions>())
      )
  }
}

async function changeStock(reference: string, change: number, options: ChangeOptions) {
  const context = await loadContext(options)
  const client = new ApiClient({ apiUrl: context.apiUrl, token: requireToken(context) })
  const product = await naming(`product ${reference}`, inventoryApi.find(client, reference))
  if (!product) throw new CliError('E_NOT_FOUND', { subject: `product ${reference}` })
  const units = options.serial?.map((serial) => ({ serial }))
  const result = await inventoryApi.change(
    client,
    { productId: product.id, change, reason: options.reason, note: options.note, units },
    options.idempotencyKey ?? randomUUID()
  )
  if (options.json) process.stdout.write(JSON.stringify(result, null, 2) + '\n')
  else
    renderSuccess(
      `${change > 0 ? 'Added' : 'Deducted'} ${Math.abs(change)} × ${product.name} (${options.reason}). In stock now: ${result.quantity}.`
    )
}
