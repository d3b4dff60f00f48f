import { json, type SimRequest, type SimResponse } from '#core/plugins/simulator_kit/sim_http'
import { invalidResource, notFound, problem } from './problems.js'
import {
  MEMBER_STATUSES,
  md5,
  type MailchimpStore,
  type SimAudience,
  type SimMember,
  type SimMemberStatus,
} from './store.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const MEMBER =
  /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags|\/actions\/delete-permanent)?$/

/** The Marketing API v3 subset Airdeck uses (payments-and-integrations.md §2.2), after the key was accepted. */
export function marketingRoute(
  store: MailchimpStore,
  request: SimRequest,
  account: string
): SimResponse {
  const { method, path } = request
  if (method === 'GET' && (path === '/3.0' || path === '/3.0/'))
    return json(200, { account_id: 'sim-account', account_name: account, role: 'owner' })
  if (path === '/3.0/ping')
    return method === 'GET'
      ? json(200, { health_status: "Everything's Chimpy!" })
      : methodNotAllowed()
  if (path === '/3.0/lists')
    return method === 'GET' ? listAudiences(store, request) : methodNotAllowed()
  const list = /^\/3\.0\/lists\/([^/]+)$/.exec(path)
  if (list) {
    const audience = store.audiences.get(list[1])
    return audience ? json(200, renderAudience(audience)) : notFound()
  }
  const member = MEMBER.exec(path)
  if (member) {
    const audience = store.audiences.get(member[1])
    if (!audience) return notFound()
    const hash = member[2]
    if (member[3] === '/tags')
      return method === 'POST'
        ? updateTags(store, audience, hash, request.body)
        : methodNotAllowed()
    if (member[3]) return method === 'POST' ? deletePermanent(audience, hash) : methodNotAllowed()
    if (method === 'GET')
      return audience.members.has(hash) ? json(200, audience.members.get(hash)) : notFound()
    if (method === 'PUT' || method === 'PATCH')
      return upsertMember(store, audience, hash, request.body, method === 'PUT')
    return methodNotAllowed()
  }
  return notFound()
}

const methodNotAllowed = () =>
  problem(405, 'Method Not Allowed', 'The requested method and resource are not compatible.')

function renderAudience(audience: SimAudience) {
  const members = [...audience.members.values()]
  const count = (status: SimMemberStatus) =>
    members.filter((member) => member.status === status).length
  return {
    id: audience.id,
    web_id: audience.web_id,
    name: audience.name,
    date_created: audience.date_created,
    double_optin: false,
    visibility: 'pub',
    stats: {
      member_count: count('subscribed'),
      unsubscribe_count: count('unsubscribed'),
      cleaned_count: count('cleaned'),
    },
  }
}

function listAudiences(store: MailchimpStore, request: SimRequest) {
  const count = Math.min(1000, Math.max(0, Number(request.query.get('count') ?? 10)))
  const offset = Math.max(0, Number(request.query.get('offset') ?? 0))
  const all = [...store.audiences.values()]
  return json(200, {
    lists: all.slice(offset, offset + count).map(renderAudience),
    total_items: all.length,
  })
}

function upsertMember(
  store: MailchimpStore,
  audience: SimAudience,
  hash: string,
  body: any,
  isPut: boolean
): SimResponse {
  if (!body || typeof body !== 'object')
    return invalidResource([{ field: '', message: 'Schema describes object, NULL found instead' }])
  const existing = audience.members.get(hash)
  const email =
    typeof body.email_address === 'string' ? body.email_address.trim() : existing?.email_address
  const errors: Array<{ field: string; message: string }> = []
  if (!email || !EMAIL.test(email))
    errors.push({ field: 'email_address', message: 'This value should be a valid email.' })
  else if (md5(email) !== hash)
    errors.push({
      field: 'email_address',
      message: 'The subscriber hash does not match the email address.',
    })
  for (const field of ['status', 'status_if_new'] as const) {
    if (body[field] !== undefined && !MEMBER_STATUSES.includes(body[field]))
      errors.push({ field, message: 'Data presented is not one of the accepted values.' })
  }
  if (!existing && isPut && body.status_if_new === undefined && body.status === undefined)
    errors.push({ field: 'status_if_new', message: 'This value should not be blank.' })
  const mergeFields =
    body.merge_fields && typeof body.merge_fields === 'object'
      ? (body.merge_fields as Record<string, unknown>)
      : {}
  for (const name of Object.keys(mergeFields)) {
    if (!audience.mergeFields.has(name))
      errors.push({ field: `merge_fields.${name}`, message: 'This merge field does not exist.' })
  }
  if (errors.length) return invalidResource(errors)
  if (!existing && audience.forgotten.has(hash)) {
    return problem(
      400,
      'Forgotten Email Not Subscribed',
      `${email} was permanently deleted and cannot be re-imported. The contact must re-subscribe to get back on the list.`
    )
  }
  const now = new Date().toISOString()
  const member: SimMember = existing ?? {
    id: hash,
    email_address: email!,
    unique_email_id: store.uniqueEmailId(),
    status: body.status ?? body.status_if_new,
    merge_fields: {},
    language: '',
    tags: [],
    list_id: audience.id,
    timestamp_signup: typeof body.timestamp_signup === 'string' ? body.timestamp_signup : '',
    timestamp_opt: '',
    last_changed: now,
  }
  if (existing && body.status) member.status = body.status
  for (const [name, value] of Object.entries(mergeFields)) member.merge_fields[name] = String(value)
  if (typeof body.language === 'string') member.language = body.language
  if (typeof body.timestamp_opt === 'string') member.timestamp_opt = body.timestamp_opt
  member.last_changed = now
  audience.members.set(hash, member)
  return json(200, { ...member, tags_count: member.tags.length })
}

function updateTags(
  store: MailchimpStore,
  audience: SimAudience,
  hash: string,
  body: any
): SimResponse {
  const member = audience.members.get(hash)
  if (!member) return notFound()
  if (!Array.isArray(body?.tags))
    return invalidResource([{ field: 'tags', message: 'This value should not be blank.' }])
  for (const tag of body.tags) {
    if (typeof tag?.name !== 'string' || !['active', 'inactive'].includes(tag.status)) {
      return invalidResource([
        { field: 'tags', message: 'Each tag needs a name and a status of active or inactive.' },
      ])
    }
    member.tags = member.tags.filter((existing) => existing.name !== tag.name)
    if (tag.status === 'active') member.tags.push({ id: store.tagId(tag.name), name: tag.name })
  }
  return { status: 204 }
}

function deletePermanent(audience: SimAudience, hash: string): SimResponse {
  if (!audience.members.delete(hash)) return notFound()
  audience.forgotten.add(hash)
  return { status: 204 }
}
