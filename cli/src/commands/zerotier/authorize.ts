import type { Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { CliError, usageError } from '../../lib/cli-error.js'
import { membersApi } from '../../lib/members-api.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { renderSuccess } from '../../components/success-message.js'
import { warnFailures } from './members.js'

type AuthorizeOptions = GlobalOptions & { network?: string; json?: boolean }

const USAGE =
  'Name a node: `airdeck zerotier authorize a1b2c3d4e5` (see `airdeck zerotier members`).'

export function registerAuthorize(zerotier: Command) {
  zerotier
    .command('authorize')
    .description('let a node onto its network; exits 9 when no network has that node')
    .argument('<node>', 'node id (see `airdeck zerotier members`)')
    .option('--network <id>', 'the network, when the node is a member of several')
    .option('--json', 'print the member as the API answers it')
    .action((node: string, _options, command: Command) =>
      authorize(node, command.optsWithGlobals<AuthorizeOptions>())
    )
}

async function authorize(node: string, options: AuthorizeOptions) {
  const nodeId = node.trim().toLowerCase()
  if (!/^[\w:.-]{1,200}$/.test(nodeId)) throw usageError(`Not a node id: ${node}. ${USAGE}`)
  const context = await loadContext(options)
  const client = new ApiClient({ apiUrl: context.apiUrl, token: requireToken(context) })

  const listing = await membersApi.list(client, { network: options.network, q: nodeId })
  warnFailures(listing)
  const matches = listing.data.filter((member) => member.id.toLowerCase() === nodeId)
  if (matches.length === 0)
    throw new CliError('E_NOT_FOUND', {
      subject: `node ${nodeId}` + (options.network ? ` on network ${options.network}` : ''),
    })
  if (matches.length > 1) {
    const networks = matches
      .map((member) => `${member.networkId} (${member.networkName})`)
      .join(', ')
    throw usageError(
      `Node ${nodeId} is a member of several networks: ${networks}. Pick one with --network <id>.`
    )
  }

  const member = await membersApi.authorize(client, matches[0]!, true)
  if (options.json) process.stdout.write(JSON.stringify(member, null, 2) + '\n')
  else
    renderSuccess(
      `Node ${member.id}${member.name ? ` (${member.name})` : ''} is authorized on ${member.networkName}${member.ip ? `, address ${member.ip}` : ''}.`
    )
}
