import { STATUS_CODES } from 'node:http'
import type { JSONSchema7 } from 'json-schema'
import {
  declaredRoutes,
  isIntegerParam,
  limitClassOf,
  type DeclaredRoute,
  type RouteDeclaration,
} from '#kernel/http/contract/api_routes'
import { limitRule } from '#kernel/http/contract/rate_limit'
import { IMPERSONATION_REFUSAL, type AccessRule } from '#kernel/http/contract/route_access'
import { errorSchema } from '#kernel/http/contract/schemas'
import { ERROR_CODES_DOC, INTRODUCTION } from '#kernel/http/contract/openapi_texts'
import { errorStatuses } from '#kernel/http/contract/error_statuses'
import { isCsrfExemptPost } from '#kernel/http/stateless_request'
import '#kernel/http/contract/vine_json_schema'
import { curlSample } from '#kernel/http/contract/code_samples'

type Json = Record<string, any>

const COMMON_ERRORS: Record<string, string> = {
  '400': 'A body that cannot be read: malformed JSON or multipart (E_BAD_REQUEST)',
  '401': 'Not signed in (E_UNAUTHORIZED)',
  '403': 'Signed in without the right (E_FORBIDDEN)',
  '419': 'A cookie session without a valid X-XSRF-TOKEN header (E_BAD_CSRF_TOKEN)',
  '404': 'Not found, or not visible to the caller (E_NOT_FOUND)',
  '409': 'The same Idempotency-Key is still being answered (E_IDEMPOTENCY_IN_PROGRESS)',
  '413': 'Body over the size limit (E_PAYLOAD_TOO_LARGE)',
  '422':
    'Invalid input: one entry per field in `errors` (E_VALIDATION_ERROR and the codes listed on the route)',
  '429':
    'Too many requests (E_TOO_MANY_REQUESTS): wait Retry-After seconds. Every answer carries RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset and RateLimit-Policy',
}

/** The OpenAPI 3.1 document of every declared route, built once per process. */
let built: Json | undefined
export function openApiDocument(version: string): Json {
  built ??= buildDocument(declaredRoutes(), version)
  return built
}

export function buildDocument(routes: DeclaredRoute[], version: string): Json {
  const paths: Json = {}
  for (const route of routes) {
    const path = route.pattern.replace(/:([A-Za-z_]+)/g, '{$1}')
    paths[path] ??= {}
    const op = operation(route)
    op['x-codeSamples'] = [curlSample(path, route.method, op)]
    paths[path][route.method.toLowerCase()] = op
  }
  return {
    'openapi': '3.1.0',
    'info': { title: 'Airdeck API', version, description: INTRODUCTION },
    'servers': [{ url: '/' }],
    'tags': [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    'components': {
      schemas: { Error: withoutDraft(errorSchema) },
      responses: Object.fromEntries(
        Object.entries(COMMON_ERRORS).map(([status, description]) => [
          `Error${status}`,
          {
            description,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ])
      ),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'airdeck-session',
          description: 'The web app session, set by POST /rest/auth/login',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-XSRF-TOKEN',
          description:
            'With a cookie session, every request that changes something echoes the XSRF-TOKEN cookie (GET /rest/secure/csrf-cookie) in this header',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal access token (POST /rest/auth/token or the profile page); no CSRF header needed',
        },
      },
    },
    'x-error-codes': ERROR_CODES_DOC,
  }
}

function operation(route: DeclaredRoute): Json {
  const { declaration } = route
  const op: Json = {
    'tags': [route.tag],
    'summary': declaration.summary,
    'operationId': operationId(route),
    'description': [
      accessText(declaration.access),
      declaration.policy ? `Also: ${declaration.policy}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
    'x-access': declaration.access,
    'x-rate-limit': rateLimit(route),
    'parameters': [...pathParameters(route.pattern, declaration), ...queryParameters(declaration)],
    'responses': responses(route),
  }
  if (declaration.access.kind === 'anyone') op.security = []
  else
    op.security =
      route.method === 'GET'
        ? [{ session: [] }, { bearer: [] }]
        : [{ session: [], csrf: [] }, { bearer: [] }]
  if ('guards' in declaration.access && !declaration.access.guards?.includes('api'))
    op.security = op.security.filter((scheme: Json) => !('bearer' in scheme))
  if (route.confirmsPassword) op['x-password-confirmation'] = true
  if (declaration.notWhileImpersonating) {
    op['x-not-while-impersonating'] = true
    op.description += ` Refused while an admin is signed in as the user (403 ${IMPERSONATION_REFUSAL}).`
  }
  if (declaration.idempotent) {
    op.parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', minLength: 1, maxLength: 255 },
      description:
        'Any unique string (a UUID): a retry with the same key within 24 hours returns the first answer instead of creating again',
    })
    op['x-idempotent'] = true
  }
  if (declaration.retrySafe) {
    op['x-retry-safe'] = declaration.retrySafe
    op.description += ` Safe to retry without an Idempotency-Key: ${declaration.retrySafe}.`
  }
  const body = requestBody(declaration)
  if (body) op.requestBody = body
  const codes = [
    ...(declaration.errors ?? []),
    ...(declaration.idempotent ? ['E_IDEMPOTENCY_MISMATCH', 'E_IDEMPOTENCY_IN_PROGRESS'] : []),
  ]
  if (codes.length) op['x-error-codes'] = codes
  if (op.parameters.length === 0) delete op.parameters
  return op
}

function rateLimit(route: DeclaredRoute) {
  const limitClass = limitClassOf(route.method, route.declaration)
  const rule = limitRule(limitClass)
  const counts = rule.refusedOnly ? { counts: 'refused requests only (4xx), per IP' } : {}
  return {
    class: limitClass,
    perMinutePerCaller: rule.perUser,
    perMinutePerIp: rule.perIp,
    ...counts,
  }
}

function operationId(route: DeclaredRoute) {
  const words = route.pattern
    .replace(/^\/rest\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? `by_${part.slice(1)}` : part))
  return [route.method.toLowerCase(), ...words]
    .join('_')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .replace(/_+/g, '_')
}

function accessText(rule: AccessRule): string {
  switch (rule.kind) {
    case 'anyone':
      return 'Access: anyone, no sign-in needed.'
    case 'signedIn':
      return rule.guards?.includes('web') && rule.guards.length === 1
        ? 'Access: a signed-in browser session.'
        : 'Access: any signed-in user; the answer is limited to what they may see.'
    case 'admin':
      if (rule.hidden) return 'Access: platform admins; anyone else gets a 404.'
      return rule.guards?.includes('web') && rule.guards.length === 1
        ? 'Access: platform admins, in a signed-in browser session.'
        : 'Access: platform admins.'
    case 'sales':
      return 'Access: platform admins and sales hunters.'
    case 'holds': {
      const subject =
        typeof rule.subject === 'string' ? rule.subject : `the {${rule.subject.param}}`
      const key = rule.key === 'read' ? 'any read key' : `\`${rule.key}\``
      return `Access: ${key} on ${subject} {${rule.param}} (granted there or on a parent). Not visible → 404, visible without the key → 403.`
    }
    case 'owned':
      return `Access: a ${rule.resource} of the caller's own or one they manage; anyone else's is a 404.`
  }
}

/** Ids of our own records are integers; vendor ids (devices, WLANs, sites, keys, nodes) are declared as text. */
function pathParameters(pattern: string, declaration: RouteDeclaration): Json[] {
  return [...pattern.matchAll(/:([A-Za-z_]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: isIntegerParam(name, declaration)
      ? { type: 'integer', minimum: 1, maximum: 2147483647 }
      : { type: 'string' },
  }))
}

function queryParameters(declaration: RouteDeclaration): Json[] {
  if (!declaration.query) return []
  const schema = declaration.query.toJSONSchema() as JSONSchema7
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: openObjects(property as JSONSchema7),
  }))
}

function requestBody(declaration: RouteDeclaration): Json | undefined {
  if (declaration.upload) {
    // The form fields beside the files, when the upload declares a validator for them.
    const fields = (
      declaration.body ? openObjects(declaration.body.toJSONSchema() as JSONSchema7) : {}
    ) as JSONSchema7
    const files = Object.fromEntries(
      declaration.upload.map((field) => [
        field,
        { type: 'string', contentMediaType: 'application/octet-stream' },
      ])
    )
    const schema = {
      type: 'object',
      properties: { ...fields.properties, ...files },
      required: [...(fields.required ?? []), ...declaration.upload],
    }
    return { required: true, content: { 'multipart/form-data': { schema } } }
  }
  if (!declaration.body) return undefined
  return {
    required: true,
    content: {
      'application/json': { schema: openObjects(declaration.body.toJSONSchema() as JSONSchema7) },
    },
  }
}

function responses(route: DeclaredRoute): Json {
  const { declaration } = route
  const spec = declaration.response
  const result: Json = {}
  if (!spec)
    result['200'] = {
      description: reason(200),
      content: { 'application/json': { schema: { type: 'object' } } },
    }
  else if ('file' in spec)
    result['200'] = {
      description: `${reason(200)}: the file`,
      content: { [spec.file]: { schema: { type: 'string', contentMediaType: spec.file } } },
    }
  else if (!('schema' in spec)) result['204'] = { description: reason(204) }
  else
    result[String(spec.status ?? 200)] = {
      description: reason(spec.status ?? 200),
      content: { 'application/json': { schema: withoutDraft(spec.schema) } },
    }

  // Every status the route can answer, with the codes it answers them with (declared codes under their raised status).
  const codes = new Map<string, Set<string>>()
  const add = (status: number | string, code?: string) => {
    const set =
      codes.get(String(status)) ?? codes.set(String(status), new Set()).get(String(status))!
    if (code) set.add(code)
  }
  add(404)
  add(429)
  if (declaration.access.kind !== 'anyone') [401, 403].forEach((status) => add(status))
  if (declaration.body || declaration.query || declaration.upload || declaration.errors?.length)
    add(422)
  if (declaration.body || declaration.upload) (add(413), add(400, 'E_BAD_REQUEST'))
  if (declaration.idempotent)
    (add(409, 'E_IDEMPOTENCY_IN_PROGRESS'), add(422, 'E_IDEMPOTENCY_MISMATCH'))
  if (route.method !== 'GET' && !isCsrfExemptPost(route.pattern)) add(419)
  for (const code of declaration.errors ?? [])
    for (const status of errorStatuses().get(code) ?? [422]) add(status, code)
  for (const [status, named] of [...codes].sort(([a], [b]) => a.localeCompare(b))) {
    const common = COMMON_ERRORS[status]
    if (common && named.size === 0)
      result[status] = { $ref: `#/components/responses/Error${status}` }
    else {
      const what = [common, [...named].join(', ')].filter(Boolean).join('; also: ')
      const phrase = STATUS_CODES[Number(status)]
      result[status] = {
        description: phrase ? `${phrase}: ${what}` : what,
        content: errorContent(),
      }
    }
  }
  return result
}

const errorContent = () => ({
  'application/json': { schema: { $ref: '#/components/schemas/Error' } },
})

/** A request schema without VineJS's `additionalProperties: false`: the validators drop unknown fields, they do not refuse them. */
function openObjects(schema: JSONSchema7): JSONSchema7 {
  const open = (value: any): any => {
    if (Array.isArray(value)) return value.map(open)
    if (!value || typeof value !== 'object') return value
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key, inner]) => !(key === 'additionalProperties' && inner === false))
        .map(([key, inner]) => [key, open(inner)])
    )
  }
  return withoutDraft(open(schema))
}

/** The standard reason phrase of a success status (201 Created, 202 Accepted, 204 No Content…). */
function reason(status: number) {
  return STATUS_CODES[status] ?? 'OK'
}

/** VineJS emits draft-07 schemas; OpenAPI 3.1 takes them without the `$schema` marker. */
function withoutDraft(schema: JSONSchema7): JSONSchema7 {
  const { $schema: _ignored, ...rest } = schema
  return rest
}
