import { hostname } from 'node:os'
import type { Command } from 'commander'
import { ApiClient } from '../lib/api-client.js'
import { airdeckApi } from '../lib/airdeck-api.js'
import { CliError, usageError } from '../lib/cli-error.js'
import { readStdin, stripFinalNewline } from '../lib/read-stdin.js'
import { loadContext, type CommandContext, type GlobalOptions } from '../lib/session.js'
import { renderPrompt } from '../components/text-prompt.js'
import { withSpinner } from '../components/spinner.js'
import { renderSuccess } from '../components/success-message.js'

type LoginOptions = GlobalOptions & {
  email?: string
  passwordStdin?: boolean
  name: string
  code?: string
}

export function registerLogin(program: Command) {
  program
    .command('login')
    .description('sign in and store a personal access token')
    .option('--email <email>', 'e-mail address (asked when omitted in a terminal)')
    .option('--password-stdin', 'read the password from stdin (for scripts)')
    .option('--name <name>', 'name of the access token', `airdeck-cli@${hostname()}`)
    .option(
      '--code <code>',
      'two-factor code from your authenticator app, or a recovery code (asked when needed in a terminal)'
    )
    .action((_options, command: Command) => login(command.optsWithGlobals<LoginOptions>()))
}

async function login(options: LoginOptions) {
  const context = await loadContext(options)
  const email = (await askEmail(options)).trim()
  if (!email) throw usageError('The e-mail address is empty.')
  const password = await askPassword(options)

  const client = new ApiClient({ apiUrl: context.apiUrl })
  const request = (code?: string) =>
    withSpinner('Signing in…', () =>
      airdeckApi.createToken(client, { email, password, name: options.name, ...secondFactor(code) })
    )
  const token = await request(options.code).catch(async (error) => {
    // The password was right and the account has two-factor: ask for the code the way the web app does.
    if (
      !(error instanceof CliError && error.code === 'E_TWO_FACTOR_REQUIRED') ||
      !process.stdin.isTTY ||
      options.passwordStdin
    )
      throw error
    return request((await renderPrompt('Two-factor code:')).trim())
  })
  await context.store.write({
    apiUrl: context.apiUrl,
    email,
    token: token.token,
    tokenId: token.id,
    lang: await accountLanguage(context.apiUrl, token.token),
  })
  await revokePreviousToken(context)
  renderSuccess(`Signed in as ${email}`)
}

/** The account's language for the CLI's own texts; best effort (English when the self record cannot be read). */
async function accountLanguage(apiUrl: string, token: string) {
  try {
    return (await airdeckApi.getSelf(new ApiClient({ apiUrl, token }))).lang ?? undefined
  } catch {
    return undefined
  }
}

async function askEmail({ email, passwordStdin }: LoginOptions): Promise<string> {
  if (email !== undefined) return email
  if (passwordStdin) throw usageError('--password-stdin needs --email.')
  if (!process.stdin.isTTY)
    throw usageError('No terminal to ask for the e-mail address: pass --email.')
  return renderPrompt('E-mail:')
}

async function askPassword({ passwordStdin }: LoginOptions): Promise<string> {
  if (passwordStdin) {
    const password = stripFinalNewline(await readStdin())
    if (!password) throw usageError('No password on stdin.')
    return password
  }
  if (!process.stdin.isTTY)
    throw usageError('No terminal to ask for the password: pass --password-stdin.')
  return renderPrompt('Password:', { mask: '•' })
}

/** Six digits are an authenticator code; anything longer is one of the recovery codes. */
function secondFactor(code?: string) {
  if (!code) return {}
  return /^\d{6}$/.test(code.replace(/\s/g, ''))
    ? { two_factor_code: code.replace(/\s/g, '') }
    : { recovery_code: code }
}

// A new login replaces the stored token; the old one would otherwise stay valid on the server.
async function revokePreviousToken({ config, apiUrl }: CommandContext) {
  if (!config.token || config.tokenId === undefined || config.apiUrl !== apiUrl) return
  try {
    await airdeckApi.deleteToken(new ApiClient({ apiUrl, token: config.token }), config.tokenId)
  } catch {
    // Best effort: it may already be revoked or expired.
  }
}
