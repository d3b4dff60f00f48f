import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'

/** The opening of the API reference: the conventions every route shares. */
export const INTRODUCTION = `JSON in and out under \`/rest\`, snake_case fields, times in UTC (ISO 8601).

**Errors.** Every 4xx and 5xx answer is \`{ code, message, errors? }\`: \`code\` is a stable \`E_\` code (the list is in
\`x-error-codes\` of this document), \`message\` is translated into the signed-in user's language (else
\`Accept-Language\`: nl, en, fr, de), \`errors\` lists field errors \`{ field, rule, message }\` on a 422. A 500 carries
a \`requestId\` instead of details. A cookie session without a valid \`X-XSRF-TOKEN\` header answers 419 \`E_BAD_CSRF_TOKEN\`
(403 \`E_HTTPS_REQUIRED\` when it came over plain http to a server whose cookies are Secure: the browser dropped them);
a sensitive route without a recent password confirmation answers 423 \`E_PASSWORD_CONFIRMATION_REQUIRED\`. A method a path does not
take answers 405 \`E_METHOD_NOT_ALLOWED\` with \`Allow\`. Query keys and body fields a route does not declare are ignored.

**Authentication.** The web app uses a session cookie: \`GET /rest/secure/csrf-cookie\` sets \`XSRF-TOKEN\`, whose value
goes back as \`X-XSRF-TOKEN\` on every POST, PUT, PATCH and DELETE. Scripts and the CLI use a personal access token:
\`Authorization: Bearer …\` (\`POST /rest/auth/token\`), no CSRF header. A request with an Authorization header is
judged by its token alone.

**Examples.** Every operation carries a curl example (\`x-codeSamples\`) made from this document. Set
\`AIRDECK_URL\` to this server's address (\`export AIRDECK_URL=https://…\`) and replace \`<token>\` with a personal
access token; the few session-only operations show the cookie and CSRF header instead. An example's \`Idempotency-Key\`
is a sample: send a new one for each thing you create.

**Access.** Each operation states who may call it: anyone; any signed-in user (answers limited to what they may see);
platform admins; a permission key on the group, customer or venue the path names (granted there or on a parent;
an object you cannot see is a 404, one you see without the key a 403); or an object of your own.

**Lists** answer \`{ data, meta: { total, page, perPage, lastPage } }\` with \`page\` and \`perPage\` (at most 100).

**Rate limits.** Every operation belongs to a class (sign-in, guessable tokens, writes, reads, public; \`x-rate-limit\`
on each operation gives its class and requests per minute per caller and per IP). Every answer carries
\`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\` (seconds) and \`RateLimit-Policy\`; over the limit is a
429 with \`Retry-After\`. Sign-in, resets, invitations and registration have stricter throttles per account on top.`

/** One ICU plural: `{name, plural, one {…} other {…}}`, its branches without nested braces (declared before the table below reads it). */
const ICU_PLURAL = /\{(\w+), plural,((?:\s*[=\w]+\s*\{[^{}]*\})+)\s*\}/g

/** Every error code with its English message (resources/lang/en/errors.json), plurals read in their plural form. */
export const ERROR_CODES_DOC: Record<string, string> = (() => {
  try {
    const messages = JSON.parse(
      readFileSync(app.languageFilesPath('en/errors.json'), 'utf8')
    ) as Record<string, string>
    return Object.fromEntries(
      Object.entries(messages).map(([code, message]) => [code, readablePlurals(message)])
    )
  } catch {
    return {}
  }
})()

/**
 * An ICU message as a reader of the reference expects it: each plural as its `other` branch, with `#` written as
 * the value's name (`{count, plural, one {# site} other {# sites}}` → `{count} sites`).
 */
export function readablePlurals(message: string): string {
  return message.replace(ICU_PLURAL, (whole, name: string, branches: string) => {
    const other = /other\s*\{([^{}]*)\}/.exec(branches)
    return other ? other[1].replaceAll('#', `{${name}}`) : whole
  })
}

/** The product version the reference describes (package.json). */
export function productVersion(): string {
  try {
    return JSON.parse(readFileSync(app.makePath('package.json'), 'utf8')).version ?? '0.0.0'
  } catch {
    return '0.0.0'
  }
}
