import type { Command } from 'commander'
import { ApiClient } from '../../lib/api-client.js'
import { membersApi, type MemberListing } from '../../lib/members-api.js'
import { loadContext, requireToken, type GlobalOptions } from '../../lib/session.js'
import { withSpinner } from '../../components/spinner.js'
import { renderMembersTable } from '../../components/members-table.js'

type MembersOptions = GlobalOptions & { json?: boolean; pending?: boolean; network?: string }

export function registerMembersList(zerotier: Command) {
  zerotier
    .command('members')
    .description('list the members of every network, read live from the controllers')
    .option('--json', 'print the members as a JSON array (the API shape)')
    .option('--pending', 'only the nodes waiting for authorization')
    .option('--network <id>', 'only this network')
    .action((_options, command: Command) => members(command.optsWithGlobals<MembersOptions>()))
}

async function members(options: MembersOptions) {
  const context = await loadContext(options)
  const client = new ApiClient({ apiUrl: context.apiUrl, token: requireToken(context) })
  const query = { network: options.network, pending: options.pending }
  const listing = options.json
    ? await membersApi.list(client, query)
    : await withSpinner('Reading members…', () => membersApi.list(client, query))
  if (options.json) process.stdout.write(JSON.stringify(listing.data, null, 2) + '\n')
  else renderMembersTable(listing.data)
  warnFailures(listing)
}

/** Members of a controller that could not be read are missing: say so on stderr, keep stdout parseable. */
export function warnFailures(listing: MemberListing) {
  for (const failure of listing.failures) {
    process.stderr.write(
      `Warning: controller ${failure.controllerAlias} (${failure.controllerId}) could not be read: ${failure.code}\n`
    )
  }
}
