import type { Command } from 'commander'
import { ApiClient } from '../lib/api-client.js'
import { airdeckApi } from '../lib/airdeck-api.js'
import { CliError } from '../lib/cli-error.js'
import { loadContext, type GlobalOptions } from '../lib/session.js'
import { withSpinner } from '../components/spinner.js'
import { renderSuccess } from '../components/success-message.js'

type LogoutOptions = GlobalOptions & { force?: boolean }

export function registerLogout(program: Command) {
  program
    .command('logout')
    .description('revoke the stored access token and forget it')
    .option('--force', 'forget the token even when the server cannot revoke it')
    .action((_options, command: Command) => logout(command.optsWithGlobals<LogoutOptions>()))
}

async function logout(options: LogoutOptions) {
  const { store, config, apiUrl } = await loadContext(options)
  if (!config.token) {
    renderSuccess('Already signed out.')
    return
  }

  // Revoke where the token was issued, whatever --api-url says now.
  const client = new ApiClient({ apiUrl: config.apiUrl ?? apiUrl, token: config.token })
  const tokenId = config.tokenId
  if (tokenId !== undefined) {
    try {
      await withSpinner('Signing out…', () => airdeckApi.deleteToken(client, tokenId))
    } catch (error) {
      if (!isAlreadyInvalid(error) && !options.force) throw withKeptTokenHint(error)
    }
  }

  await store.write({ apiUrl: config.apiUrl, email: config.email })
  renderSuccess('Signed out.')
}

function isAlreadyInvalid(error: unknown) {
  return error instanceof CliError && (error.details.status === 401 || error.details.status === 404)
}

function withKeptTokenHint(error: unknown) {
  if (!(error instanceof CliError)) return error
  const hint = 'The token is still stored. Run `airdeck logout --force` to forget it anyway.'
  return new CliError(error.code, { ...error.details, hint })
}
