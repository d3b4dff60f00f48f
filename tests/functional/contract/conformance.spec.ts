import { test } from '@japa/runner'
import fc from 'fast-check'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import User from '#core/users/models/user'
import { DEMO_ACCOUNTS, seedDemoData } from '#database/demo/demo_data'
import { inSavepoint } from '#tests/helpers/savepoints'
import { useStripeSimulator } from '#tests/helpers/stripe_simulator'

/**
 * The served API document against the server (issue 31), as Schemathesis would check it: for every operation, as
 * the demo admin and as the demo customer user (seeded ids in the path), schema-valid requests generated from the
 * document get a status the operation declares and a body that matches that status's schema; schema-invalid values
 * of constrained parameters get a 4xx; a method a path does not declare gets 405 with `Allow`; nothing gets a 5xx
 * (but the deliberate 503s). Every unique mismatch is reported. Each call runs in a rolled-back savepoint and with a
 * fresh session, so deletes, sign-out and password changes spoil nothing. `CONFORMANCE_RUNS` (default 2) and
 * `CONFORMANCE_SEED` make longer runs (`npm run fuzz`).
 */
const RUNS = Number(process.env.CONFORMANCE_RUNS ?? 2)
const SEED = Number(process.env.CONFORMANCE_SEED ?? 20261128)
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const
type Method = (typeof METHODS)[number]
const DELIBERATE_5XX = new Set([
  'E_CONTROLLER_UNAVAILABLE',
  'E_CONTROLLER_FAILED',
  'E_BILLING_NOT_CONFIGURED',
  'E_STRIPE_UNAVAILABLE',
])
type Json = Record<string, any>
interface Operation {
  method: Method
  path: string
  op: Json
}

// ---------------------------------------------------------------- values from schemas

/** Values a schema accepts (fast-check), for the request parameters and bodies the document declares. */
function valid(schema: Json | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant('x')
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const union = schema.anyOf ?? schema.oneOf
  if (union)
    return fc.oneof(
      ...union.map((part: Json) =>
        valid({ ...schema, anyOf: undefined, oneOf: undefined, ...part }, depth + 1)
      )
    )
  const types: string[] = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : schema.properties
        ? ['object']
        : ['string']
  if (types.length > 1)
    return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth + 1)))
  switch (types[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? 1),
        max: Math.floor(schema.maximum ?? Math.max(100, schema.minimum ?? 0)),
      })
    case 'number':
      return fc.double({
        min: schema.minimum ?? 0,
        max: schema.maximum ?? 1000,
        noNaN: true,
        noDefaultInfinity: true,
      })
    case 'array': {
      const min = schema.minItems ?? 0
      return fc.array(valid(schema.items, depth + 1), {
        minLength: min,
        maxLength: Math.max(min, Math.min(schema.maxItems ?? 2, 2)),
      })
    }
    case 'object':
      return objectOf(schema, depth)
    default:
      return stringOf(schema)
  }
}

function objectOf(schema: Json, depth: number) {
  const required = new Set<string>(schema.required ?? [])
  const entries = Object.entries<Json>(schema.properties ?? {})
  const parts = Object.fromEntries(
    entries.map(([name, property]) => [name, valid(property, depth + 1)])
  )
  return fc.record(parts, {
    requiredKeys: entries.map(([name]) => name).filter((name) => required.has(name)),
  })
}

function stringOf(schema: Json): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.constantFrom('ada@example.com', 'conformance.check@example.org')
    case 'uri':
    case 'url':
      return fc.constantFrom('https://example.com/', 'https://example.org/path')
    case 'date':
      return fc
        .date({ min: new Date('2027-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10))
    case 'date-time':
      return fc
        .date({ min: new Date('2027-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString())
    case 'uuid':
      return fc.uuid()
  }
  const min = schema.minLength ?? 0
  const max = schema.maxLength ?? Math.max(min, 20)
  if (schema.pattern)
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= min && text.length <= max)
  return fc.string({
    minLength: Math.max(min, 1),
    maxLength: Math.min(max, Math.max(min, 20)),
    unit: fc.constantFrom(...'abcdefghijk LMNOP0123456789-'),
  })
}

/** Values a schema refuses, one per constraint it states (what a validator must turn into a 4xx). */
function invalid(schema: Json | undefined): unknown[] {
  if (!schema) return []
  const values: unknown[] = []
  if (schema.enum && schema.enum.every((value: unknown) => typeof value === 'string'))
    values.push('not-one-of-these')
  const types: string[] = Array.isArray(schema.type)
    ? schema.type
    : schema.type
      ? [schema.type]
      : []
  if (types.length === 1 && types[0] === 'integer') values.push('1.5x')
  if (typeof schema.minimum === 'number') values.push(schema.minimum - 1)
  if (typeof schema.maximum === 'number') values.push(schema.maximum + 1)
  if (typeof schema.maxLength === 'number' && schema.maxLength < 10_000)
    values.push('y'.repeat(schema.maxLength + 1))
  if (schema.format === 'date') values.push('0000-00-00')
  if (schema.format === 'email') values.push('not-an-address')
  return values
}

/** `count` of the items (all when fewer), chosen by the seed. */
function pick<T>(items: T[], count: number, seed: number): T[] {
  const size = Math.min(count, items.length)
  return fc.sample(fc.shuffledSubarray(items, { minLength: size, maxLength: size }), {
    numRuns: 1,
    seed,
  })[0]
}

// ---------------------------------------------------------------- the document

function operations(document: Json): Operation[] {
  return Object.entries<Json>(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ method, path, op: item[method] }))
  )
}

/** Runs the harmful operations last: whatever they break (sessions, the seeded objects) is rolled back, but in order. */
function byRisk(a: Operation, b: Operation) {
  const risk = (operation: Operation) =>
    operation.method === 'delete'
      ? 2
      : /logout|password|sessions|two-factor/.test(operation.path)
        ? 3
        : operation.method === 'get'
          ? 0
          : 1
  return risk(a) - risk(b)
}

function deref(document: Json, value: Json | undefined): Json | undefined {
  if (!value?.$ref) return value
  return deref(
    document,
    value.$ref
      .slice(2)
      .split('/')
      .reduce((node: Json, key: string) => node[key.replace(/~1/g, '/')], document)
  )
}

const ajv = new Ajv({ strict: false, allErrors: false })
addFormats.default(ajv)
const compiled = new Map<Json, ValidateFunction>()
function schemaProblem(document: Json, schema: Json, body: unknown): string | null {
  const resolved = JSON.parse(
    JSON.stringify(schema).replace(
      /"\$ref":"#\/components\/schemas\/Error"/g,
      '"$ref":"#/$defs/Error"'
    )
  )
  let validate = compiled.get(schema)
  if (!validate)
    compiled.set(
      schema,
      (validate = ajv.compile({ ...resolved, $defs: { Error: document.components.schemas.Error } }))
    )
  if (validate(body)) return null
  return ajv.errorsText(validate.errors, { separator: '; ' }).slice(0, 200)
}

// ---------------------------------------------------------------- seeded ids

/**
 * A real id for each path parameter: the seeded object of the table the path names, else one that does not exist.
 * The venue is the café's main bar (network, tenants, portal, webhooks), or its terrace (few of them: the refusals).
 */
async function seededIds(venue = 'De Markt – main bar') {
  const columns = new Map<string, Set<string>>()
  for (const row of (
    await db.rawQuery(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'`
    )
  ).rows) {
    ;(
      columns.get(row.table_name) ?? columns.set(row.table_name, new Set()).get(row.table_name)!
    ).add(row.column_name)
  }
  const cache = new Map<string, string>()
  /** The first row of the table, of the venue (or its customer) when the table has such a column. */
  const firstId = async (table: string, column = 'id') => {
    if (!cache.has(`${table}.${column}`)) {
      const has = columns.get(table)
      let query = db.from(table).min(`${column} as id`)
      if (has?.has('location_id')) query = query.where('location_id', mainBar)
      else if (has?.has('customer_id')) query = query.where('customer_id', cafe)
      cache.set(`${table}.${column}`, String((await query.first())?.id ?? 999_999))
    }
    return cache.get(`${table}.${column}`)!
  }
  const mainBar = String((await db.from('locations').where('name', venue).first()).id)
  const cafe = String((await db.from('customers').where('name', 'Café De Markt').first()).id)
  const group = String((await db.from('groups').first()).id)
  const customerUser = String(
    (await db.from('users').where('email', DEMO_ACCOUNTS.customer).first()).id
  )
  const byName: Record<string, string> = {
    brand: 'brightwave',
    kind: 'customers',
    type: 'customer',
    mac: '02:00:00:00:00:01',
    userId: customerUser,
    locationId: mainBar,
    customerId: cafe,
  }
  const byTable: Record<string, string> = {
    locations: mainBar,
    customers: cafe,
    groups: group,
    portal: mainBar,
    status_pages: mainBar,
    users: customerUser,
  }
  /** Parameters whose table is not their plural: `[table, column]`. */
  const tableOf: Record<string, [string, string?]> = {
    ruleId: ['alert_rules'],
    batchId: ['portal_voucher_batches'],
    endpointId: ['webhook_endpoints'],
    deliveryId: ['webhook_deliveries'],
    macId: ['location_allowed_macs'],
    clientId: ['portal_clients'],
    commentId: ['location_comments'],
    logId: ['customer_logs'],
    deviceId: ['network_devices', 'remote_id'],
    devicegroups: ['device_groups'],
    publicId: ['tenants', 'public_id'],
    configs: ['sales_configs'],
    visits: ['sales_visits'],
    inventory: ['products'],
    config: ['network_config_files'],
  }

  return async (path: string) => {
    let result = ''
    let rest = path
    while (rest.length) {
      const match = /^(.*?)\{([A-Za-z_]+)\}/.exec(rest)
      if (!match) break
      result += match[1]
      rest = rest.slice(match[0].length)
      const name = match[2]
      const segment = match[1].split('/').filter(Boolean).at(-1) ?? ''
      const [table, column] = tableOf[name] ??
        tableOf[segment] ?? [
          name === 'id'
            ? segment.replace(/-/g, '_')
            : name
                .replace(/Id$/, '')
                .replace(/([A-Z])/g, '_$1')
                .toLowerCase() + 's',
        ]
      result +=
        byName[name] ??
        byTable[table] ??
        (columns.has(table)
          ? await firstId(table, column)
          : name.endsWith('Id') || name === 'id'
            ? '999999'
            : 'x')
    }
    return result + rest
  }
}

// ---------------------------------------------------------------- calls

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000000000500010d0a2db40000000049454e44ae426082',
  'hex'
)

const formValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

async function send(
  client: ApiClient,
  operation: Operation,
  url: string,
  input: { query?: Json; body?: unknown },
  user?: User
) {
  let request = client[operation.method](url).header('accept', 'application/json')
  if (input.query && Object.keys(input.query).length) request = request.qs(input.query)
  const multipart = operation.op.requestBody?.content?.['multipart/form-data']
  if (multipart) {
    for (const [name, property] of Object.entries<Json>(multipart.schema.properties ?? {})) {
      if (property.contentMediaType)
        request = request.file(name, PNG, { filename: 'pixel.png', contentType: 'image/png' })
      else if (input.body && (input.body as Json)[name] !== undefined)
        request = request.field(name, formValue((input.body as Json)[name]))
    }
  } else if (operation.method !== 'get') request = request.json(input.body ?? {})
  if (user) request = request.loginAs(user)
  if (user && operation.method !== 'get') request = request.withCsrfToken()
  return request
}

test.group('The API document says what the server does', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  useStripeSimulator(group, { webhooks: false })

  test('every operation as the admin and as a customer user: declared statuses, matching bodies, 4xx for invalid input, 405 with Allow, no 5xx', async ({
    client,
    assert,
  }) => {
    const started = Date.now()
    const document = (await client.get('/rest/openapi.json')).body() as Json
    await db.transaction((trx) => seedDemoData(trx))
    const actors = {
      admin: await User.findByOrFail('email', DEMO_ACCOUNTS.admin),
      customer: await User.findByOrFail('email', DEMO_ACCOUNTS.customer),
    }
    const urlFor = await seededIds()
    const urlsOf = { admin: await seededIds('De Markt – terrace'), customer: urlFor }
    // History to list: an audited change of the venue the paths name (the venue log, the audit log).
    const change = await client
      .put(await urlFor('/rest/locations/{id}'))
      .json({ comments: 'Checked by the conformance run' })
      .loginAs(actors.admin)
      .withCsrfToken()
    change.assertStatus(200)
    const mismatches = new Map<string, string>()
    const report = (operation: Operation, check: string, detail: string) => {
      const key = `${operation.method.toUpperCase()} ${operation.path} [${check}] ${detail.replace(/\d+/g, 'N')}`
      if (!mismatches.has(key))
        mismatches.set(
          key,
          `${operation.method.toUpperCase()} ${operation.path} [${check}] ${detail}`
        )
    }
    let calls = 0
    const succeeded = new Set<Operation>()

    /** One call, judged against the operation's declared responses. */
    const judge = async (
      operation: Operation,
      check: string,
      input: { query?: Json; body?: unknown },
      user?: User,
      expect4xx = false
    ) => {
      const url = await (user === actors.admin ? urlsOf.admin : urlFor)(operation.path)
      await inSavepoint(async () => {
        calls++
        const response = await send(client, operation, url, input, user)
        const status = response.status()
        const body = /json/.test(response.header('content-type') ?? '')
          ? response.body()
          : undefined
        const declared = deref(document, operation.op.responses[String(status)])
        const code = body?.code ? ` ${body.code}` : ''
        if (status >= 500 && !DELIBERATE_5XX.has(body?.code))
          return report(operation, check, `server error ${status}${code}`)
        if (expect4xx && (status < 400 || status >= 500))
          return report(
            operation,
            check,
            `invalid ${JSON.stringify(input).slice(0, 120)} answered ${status}`
          )
        if (!declared) return report(operation, check, `status ${status}${code} not declared`)
        if (status < 300) succeeded.add(operation)
        const type = (response.header('content-type') ?? '').split(';')[0].trim()
        const types = Object.keys(declared.content ?? {})
        if (
          types.length &&
          !types.some(
            (declaredType) =>
              declaredType === type ||
              (declaredType.endsWith('/*') && type.startsWith(declaredType.slice(0, -1)))
          )
        ) {
          return report(
            operation,
            check,
            `${status} answered ${type || 'no content type'}, declared ${types.join(', ')}`
          )
        }
        const schema = declared.content?.['application/json']?.schema
        if (schema && body !== undefined) {
          const problem = schemaProblem(document, schema, body)
          if (problem)
            report(operation, check, `${status} body does not match its schema: ${problem}`)
        }
      })
    }

    const all = operations(document).sort(byRisk)
    for (const [actorName, user] of Object.entries(actors)) {
      for (const operation of all) {
        const query = (operation.op.parameters ?? []).filter(
          (parameter: Json) => parameter.in === 'query'
        )
        const queryArbitrary = fc.record(
          Object.fromEntries(
            query.map((parameter: Json) => [parameter.name, valid(parameter.schema)])
          ),
          {
            requiredKeys: query
              .filter((parameter: Json) => parameter.required)
              .map((parameter: Json) => parameter.name),
          }
        )
        const content = operation.op.requestBody?.content ?? {}
        const bodySchema = (content['application/json'] ?? content['multipart/form-data'])?.schema
        const bodyArbitrary = bodySchema ? valid(bodySchema) : fc.constant(undefined)
        const seed = SEED + operation.path.length + METHODS.indexOf(operation.method)
        const samples = fc.sample(fc.record({ query: queryArbitrary, body: bodyArbitrary }), {
          numRuns: RUNS,
          seed,
        })
        // (1) schema-valid requests: a declared status and a body of its schema.
        for (const sample of samples)
          await judge(operation, `valid as ${actorName}`, sample as Json, user)
        // (2) schema-invalid values of constrained query parameters and body fields: a 4xx.
        const [base] = samples as Json[]
        for (const parameter of query) {
          for (const value of pick(invalid(parameter.schema), Math.max(1, RUNS - 1), seed))
            await judge(
              operation,
              `invalid query ${parameter.name} as ${actorName}`,
              { query: { [parameter.name]: value } },
              user,
              true
            )
        }
        if (bodySchema?.properties && base.body && typeof base.body === 'object') {
          const constrained = Object.entries<Json>(bodySchema.properties).filter(
            ([, property]) => invalid(property).length
          )
          // A few fields per run, a different few per seed (`npm run fuzz` covers more).
          for (const [name, property] of pick(constrained, RUNS, seed)) {
            const [value] = invalid(property)
            if (value !== undefined)
              await judge(
                operation,
                `invalid body ${name} as ${actorName}`,
                { query: base.query, body: { ...base.body, [name]: value } },
                user,
                true
              )
          }
        }
      }
    }

    // Without credentials (no cookie): what a write declares for anyone else, 401 rather than the CSRF 419 where a sign-in is needed.
    for (const operation of all.filter(
      (candidate) => candidate.method !== 'get' || candidate.op.security?.length === 0
    ))
      await judge(operation, 'anonymous', {})

    // (3) a method a path does not declare: 405 with the declared ones in Allow.
    for (const [path, item] of Object.entries<Json>(document.paths)) {
      const declared = METHODS.filter((method) => item[method])
      const url = await urlFor(path)
      for (const method of pick(
        METHODS.filter((other) => !item[other]),
        RUNS,
        SEED + path.length
      )) {
        calls++
        const response = await client[method](url).header('accept', 'application/json')
        const allow = (response.header('allow') ?? '').toLowerCase().split(/,\s*/)
        const operation = { method, path, op: {} }
        if (response.status() !== 405)
          report(operation, 'undeclared method', `answered ${response.status()}, not 405`)
        else if (!declared.every((known) => allow.includes(known)))
          report(
            operation,
            'undeclared method',
            `Allow "${response.header('allow')}" lacks a declared method`
          )
      }
    }

    const list = [...mismatches.values()].sort()
    if (list.length) console.log(list.map((line) => `    ${line}`).join('\n'))
    console.log(
      `  conformance: ${all.length} operations (${succeeded.size} answered a 2xx at least once), ${calls} calls in ${Math.round((Date.now() - started) / 1000)} s (runs ${RUNS}, seed ${SEED}): ${list.length} mismatches`
    )
    assert.deepEqual(list, [])
  }).timeout(600_000)
})
