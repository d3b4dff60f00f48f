import type { Command } from 'commander'
import { ApiClient } from '../lib/api-client.js'
import { airdeckApi, type Me, type SelfRecord } from '../lib/airdeck-api.js'
import { loadContext, requireToken, type GlobalOptions } from '../lib/session.js'
import { withSpinner } from '../components/spinner.js'
import { renderWhoamiSummary } from '../components/whoami-summary.js'

type WhoamiOptions = GlobalOptions & { json?: boolean }

export function registerWhoami(program: Command) {
  program
    .command('whoami')
    .description('show who is signed in')
    .option('--json', 'print one JSON object (for scripts)')
    .action((_options, command: Command) => whoami(command.optsWithGlobals<WhoamiOptions>()))
}

async function whoami(options: WhoamiOptions) {
  const context = await loadContext(options)
  const client = new ApiClient({ apiUrl: context.apiUrl, token: requireToken(context) })
  const load = () => Promise.all([airdeckApi.getSelf(client), airdeckApi.getMe(client)])

  if (options.json) {
    const [self, me] = await load()
    process.stdout.write(JSON.stringify(whoamiJson(self, me, context.apiUrl), null, 2) + '\n')
    return
  }
  const [self, me] = await withSpinner('Loading…', load)
  renderWhoamiSummary({
    name: `${self.firstname} ${self.name}`.trim(),
    email: me.email,
    role: roleOf(self),
    language: self.lang,
    apiUrl: context.apiUrl,
  })
}

function roleOf(self: SelfRecord) {
  if (self.is_admin) return 'admin'
  return self.is_partner ? 'partner' : 'customer'
}

/** Explicit keys in a fixed order, never missing (null instead): scripts rely on this shape. */
export function whoamiJson(self: SelfRecord, me: Me, apiUrl: string) {
  return withNulls({
    id: self.id,
    email: me.email,
    firstname: self.firstname,
    name: self.name,
    phone: me.phone,
    lang: self.lang,
    role: roleOf(self),
    is_admin: self.is_admin,
    is_partner: self.is_partner,
    two_fa: self.two_fa,
    has_groups: self.has_groups,
    has_customers: self.has_customers,
    has_locations: self.has_locations,
    has_user_permissions: self.has_user_permissions,
    has_portal_permissions: self.has_portal_permissions,
    partner_logo: self.partner_logo,
    imposter_mode: self.imposter_mode,
    default_partner: self.default_partner,
    default_group: self.default_group,
    default_customer: self.default_customer,
    default_location: self.default_location,
    created_at: me.created_at,
    api_url: apiUrl,
  })
}

function withNulls<T extends Record<string, unknown>>(record: T) {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value ?? null])) as T
}
