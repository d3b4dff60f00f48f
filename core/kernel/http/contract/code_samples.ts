type Json = Record<string, any>

/** Where the samples send their requests: the reader sets it once (`export AIRDECK_URL=https://…`). */
export const SAMPLE_BASE = '$AIRDECK_URL'
export const SAMPLE_TOKEN = '<token>'

/**
 * A curl example of one operation, made from its OpenAPI description (path and required query parameters, the body
 * schema, the security it accepts), as the `x-codeSamples` extension that reference viewers show.
 */
export function curlSample(path: string, method: string, op: Json): Json {
  const lines = [
    `curl${method === 'GET' ? '' : ` -X ${method}`} "${SAMPLE_BASE}${samplePath(path, op)}"`,
  ]
  for (const header of authHeaders(op)) lines.push(`-H ${quote(header)}`)
  if (op['x-idempotent']) lines.push(`-H 'Idempotency-Key: 5f0c3a52-8d5e-4b7e-9a51-2f4d6c1e7b90'`)
  const content = op.requestBody?.content ?? {}
  if (content['application/json']) {
    lines.push(`-H 'Content-Type: application/json'`)
    lines.push(`-d ${quote(JSON.stringify(exampleOf(content['application/json'].schema, 'body')))}`)
  } else if (content['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema
    for (const name of schema.required ?? []) {
      const property = schema.properties?.[name] ?? {}
      lines.push(
        `-F ${quote(property.contentMediaType ? `${name}=@${name}.png` : `${name}=${String(exampleOf(property, name))}`)}`
      )
    }
  }
  return { lang: 'Shell', label: 'curl', source: lines.join(' \\\n  ') }
}

function samplePath(path: string, op: Json) {
  const parameters: Json[] = op.parameters ?? []
  const filled = path.replace(/\{([A-Za-z_]+)\}/g, (_whole, name: string) => {
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name)
    return encodeURIComponent(String(exampleOf(parameter?.schema ?? { type: 'string' }, name)))
  })
  const query = parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(exampleOf(p.schema, p.name)))}`)
  return query.length ? `${filled}?${query.join('&')}` : filled
}

/** A Bearer token when the route takes one; a browser session (cookie and CSRF header) when it is session-only. */
function authHeaders(op: Json): string[] {
  const security: Json[] = op.security ?? []
  if (security.length === 0) return []
  if (security.some((scheme) => 'bearer' in scheme))
    return [`Authorization: Bearer ${SAMPLE_TOKEN}`]
  const headers = ['Cookie: airdeck-session=<session cookie>']
  if (security.some((scheme) => 'csrf' in scheme))
    headers.push('X-XSRF-TOKEN: <the XSRF-TOKEN cookie>')
  return headers
}

/** A plausible value for a schema: its example or default, else one made from its type, format and field name. */
export function exampleOf(schema: Json | undefined, name = '', depth = 0): unknown {
  if (!schema || depth > 6) return null
  if (schema.examples?.length) return schema.examples[0]
  if (schema.example !== undefined) return schema.example
  if (schema.default !== undefined) return schema.default
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length)
    return schema.enum.find((value: unknown) => value !== null) ?? schema.enum[0]
  const choices: Json[] | undefined = schema.anyOf ?? schema.oneOf
  if (choices?.length)
    return exampleOf(
      choices.find((choice) => choice.type !== 'null') ?? choices[0],
      name,
      depth + 1
    )
  const types: string[] = Array.isArray(schema.type)
    ? schema.type
    : [schema.type ?? (schema.properties ? 'object' : 'string')]
  const type = types.find((t) => t !== 'null') ?? 'null'
  switch (type) {
    case 'object': {
      const properties = Object.entries<Json>(schema.properties ?? {})
      const required = new Set<string>(schema.required ?? [])
      // The required fields; a body of optional ones only shows its first few (an update names what it changes).
      const shown = required.size
        ? properties.filter(([key]) => required.has(key))
        : properties.slice(0, 3)
      return Object.fromEntries(
        shown.map(([key, property]) => [key, exampleOf(property, key, depth + 1)])
      )
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        exampleOf(schema.items, name, depth + 1)
      )
    case 'integer':
    case 'number':
      return Math.max(
        schema.minimum ?? 1,
        schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1
      )
    case 'boolean':
      return true
    case 'null':
      return null
    default:
      return exampleString(schema, name)
  }
}

function exampleString(schema: Json, name: string): string {
  const field = name.toLowerCase()
  if (schema.format === 'email' || field.includes('email')) return 'name@example.com'
  if (schema.format === 'date-time') return '2026-01-31T12:00:00Z'
  if (schema.format === 'date' || field.endsWith('date') || field.endsWith('_on'))
    return '2026-01-31'
  if (schema.format === 'uri' || schema.format === 'url' || field.endsWith('url'))
    return 'https://example.com'
  if (field.includes('password')) return 'Correct-horse-2026!'
  if (field.includes('color') || field.includes('colour')) return '#2f7d4a'
  if (field.includes('phone')) return '+32470123456'
  if (field === 'lang' || field === 'language') return 'en'
  const text = name ? name.replace(/_/g, ' ') : 'text'
  return schema.minLength && text.length < schema.minLength
    ? text.padEnd(schema.minLength, 'x')
    : text
}

/** Single quotes for the shell: a quote inside closes, escapes and reopens. */
function quote(text: string) {
  return `'${text.replace(/'/g, `'\\''`)}'`
}
