import type { CliError } from './cli-error.js'
import { text as ownText } from './texts.js'

type MessageBuilder = (error: CliError) => string

const api = (error: CliError) => error.details.apiUrl ?? 'the Airdeck API'

/**
 * The CLI's own texts (English) for what it finds out itself: no answer, no sign-in, a bad file path… An answer of
 * the server is shown in the server's `message`, which is in the account's language (issue 32 item 11).
 */
const MESSAGES: Record<string, MessageBuilder> = {
  E_USAGE: (e) => e.details.usage ?? 'Invalid usage. Run `airdeck --help`.',
  E_CANCELLED: () => 'Cancelled.',
  E_NOT_SIGNED_IN: () => 'You are not signed in. Run `airdeck login` first.',
  E_SIGNED_IN_ELSEWHERE: (e) =>
    `You are signed in to ${e.details.signedInApiUrl}, not ${api(e)}. ` +
    `Run \`airdeck login --api-url ${api(e)}\` to sign in there.`,
  E_UNAUTHORIZED: () => 'Your access token was rejected. Run `airdeck login` to sign in again.',
  E_INVALID_CREDENTIALS: () => 'Invalid e-mail or password.',
  E_TWO_FACTOR_REQUIRED: () =>
    'This account uses two-factor authentication: pass --code with the code from your authenticator app or a recovery code.',
  E_INVALID_TWO_FACTOR_CODE: () => 'Invalid 2FA code.',
  E_TWO_FACTOR_SETUP_REQUIRED: () =>
    'Set up two-factor authentication on your profile in the web app first: it is required for your account.',
  // In the account's language: its number of seconds takes the plural the language asks for.
  E_TOO_MANY_REQUESTS: (e) =>
    e.details.retryAfterSeconds === undefined
      ? ownText('tooManyAttempts')
      : ownText('tooManyAttemptsWait', { count: e.details.retryAfterSeconds }),
  E_VALIDATION_ERROR: (e) =>
    [
      'The server rejected the input:',
      ...(e.details.errors ?? []).map((f) => `  ${f.field}: ${f.message}`),
    ].join('\n'),
  E_FORBIDDEN: () =>
    'Your account is not allowed to do this (it needs other permissions, often an admin account).',
  E_DEMO_READ_ONLY: () =>
    'This is a demo account: you can look around, but nothing can be changed.',
  E_NOT_FOUND: (e) => {
    if (e.details.subject) return `${capitalize(e.details.subject)} not found.`
    // An Airdeck error body means the API answered: the object is unknown or not visible to this account.
    if (e.details.serverMessage) return 'Not found, or not visible to your account.'
    return `Not found on ${api(e)}. Is this an Airdeck API?`
  },
  E_SERVER_UNREACHABLE: (e) => `Cannot reach ${api(e)}. Check --api-url or AIRDECK_API_URL.`,
  E_SERVER_TIMEOUT: (e) => `${api(e)} did not answer in time. Try again later.`,
  E_IDEMPOTENCY_IN_PROGRESS: () =>
    'The first try with this --idempotency-key is still being processed. Try again in a moment.',
  E_SERVER_UNAVAILABLE: (e) =>
    `${api(e)} is unavailable (HTTP ${e.details.status}). Try again later.`,
  E_INTERNAL_SERVER_ERROR: (e) =>
    'The server hit an unexpected error' +
    (e.details.requestId ? ` (request id ${e.details.requestId}).` : '.'),
  E_UNEXPECTED_RESPONSE: (e) =>
    `Unexpected answer from ${api(e)}` +
    (e.details.status ? ` (HTTP ${e.details.status})` : '') +
    '. Is this an Airdeck API?',
  E_CONFIG_UNREADABLE: (e) =>
    `Cannot read the configuration file ${e.details.path}: ${reason(e.details.cause)}`,
  E_CONFIG_UNWRITABLE: (e) =>
    `Cannot write the configuration file ${e.details.path}: ${reason(e.details.cause)}`,
  E_SYNC_FAILED: () => 'One or more controller syncs failed; see the report.',
  E_FILE_UNREADABLE: (e) => `Cannot read the file ${e.details.path}: ${reason(e.details.cause)}`,
  E_TENANT_CSV_WRONG_FORMAT: (e) =>
    e.details.serverMessage ??
    'Wrong format: the file needs a header row with exactly two columns, name and email. Nothing was imported.',
  E_TENANT_CSV_INVALID: (e) =>
    e.details.serverMessage ?? 'Some lines of the file are not valid. Nothing was imported.',
  E_TENANT_MANAGEMENT_DISABLED: () => 'Tenant management is not enabled for this location.',
  E_UNEXPECTED: (e) => `Unexpected error: ${reason(e.details.cause)}`,
}

/** What to run next, after the server's text: a command reads the same in every language. */
const NEXT_COMMAND: Record<string, string> = {
  E_UNAUTHORIZED: '→ airdeck login',
  E_TWO_FACTOR_REQUIRED: '→ airdeck login --code <code>',
}

export function messageFor(error: CliError): string {
  const server = error.details.serverMessage
  if (server && !(error.code === 'E_NOT_FOUND' && error.details.subject)) {
    const fields =
      error.code === 'E_VALIDATION_ERROR'
        ? (error.details.errors ?? []).map((f) => `  ${f.field}: ${f.message}`)
        : []
    const next = NEXT_COMMAND[error.code]
    return [server, ...fields, ...(next ? [next] : [])].join('\n')
  }
  const build = MESSAGES[error.code]
  const text = build
    ? build(error)
    : (error.details.serverMessage ?? `The server answered ${error.code}.`)
  const key = error.details.idempotencyKey
  // The request may have been applied without its answer arriving: the same key makes a retry safe.
  return key
    ? `${text}\n→ run the same command again with --idempotency-key ${key}: it is applied once`
    : text
}

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function reason(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause)
}
