/**
 * `/network/{id}/member[/{node}]`. POST deep-merges a partial member: only the writable fields are taken, the rest of
 * the body (read-only fields a client echoes back) is ignored, as Central does with its own read-only fields.
 */
import { json, type SimResponse } from '#core/plugins/simulator_kit/sim_http'
import { ipv4ToNumber } from '#core/plugins/ipv4'
import type { Engine } from '../engine.js'
import { badRequest, notFound } from '../http/responses.js'
import { assignAddress, type SimMember, type SimNetwork } from '../model/network_model.js'
import { renderMember } from '../views/member_view.js'

export function listMembers(engine: Engine, network: SimNetwork): SimResponse {
  const now = engine.now()
  return json(
    200,
    [...network.members.values()].map((m) =>
      renderMember(network, m, engine.store.controllerId, now)
    )
  )
}

export function memberRoute(
  engine: Engine,
  network: SimNetwork,
  method: string,
  nodeId: string,
  body: unknown
): SimResponse {
  const member = network.members.get(nodeId.toLowerCase())
  if (!member) return notFound('Member not found')
  if (method === 'GET')
    return json(200, renderMember(network, member, engine.store.controllerId, engine.now()))
  if (method === 'DELETE') {
    network.members.delete(member.nodeId)
    return { status: 200, body: '' }
  }
  if (method === 'POST' || method === 'PUT') {
    const problem = applyChange(engine, network, member, body)
    if (problem) return badRequest(problem)
    return json(200, renderMember(network, member, engine.store.controllerId, engine.now()))
  }
  return { status: 405, body: { message: 'Method not allowed' } }
}

/** The error message, or null once applied. Nothing changes when any field is wrong. */
function applyChange(
  engine: Engine,
  network: SimNetwork,
  member: SimMember,
  body: unknown
): string | null {
  if (!isObject(body)) return 'body must be a JSON object'
  const config = body.config === undefined ? {} : body.config
  if (!isObject(config)) return 'config must be an object'
  for (const key of ['name', 'description'] as const) {
    if (body[key] !== undefined && typeof body[key] !== 'string') return `${key} must be a string`
  }
  for (const [key, value] of [
    ['hidden', body.hidden],
    ...['authorized', 'activeBridge', 'noAutoAssignIps'].map((k) => [k, config[k]]),
  ]) {
    if (value !== undefined && typeof value !== 'boolean') return `${key} must be a boolean`
  }
  const ips = config.ipAssignments
  if (
    ips !== undefined &&
    (!Array.isArray(ips) || !ips.every((ip) => typeof ip === 'string' && isIp(ip)))
  ) {
    return 'ipAssignments must be a list of IP addresses'
  }

  const before = JSON.stringify(member)
  const now = engine.now()
  if (typeof body.name === 'string') member.name = body.name
  if (typeof body.description === 'string') member.description = body.description
  if (typeof body.hidden === 'boolean') member.hidden = body.hidden
  if (typeof config.activeBridge === 'boolean') member.activeBridge = config.activeBridge
  if (typeof config.noAutoAssignIps === 'boolean') member.noAutoAssignIps = config.noAutoAssignIps
  if (Array.isArray(ips)) member.ipAssignments = [...new Set(ips as string[])]
  if (typeof config.authorized === 'boolean' && config.authorized !== member.authorized) {
    member.authorized = config.authorized
    if (member.authorized) member.lastAuthorizedTime = now
    else member.lastDeauthorizedTime = now
  }
  if (member.authorized && member.ipAssignments.length === 0 && !member.noAutoAssignIps) {
    const ip = assignAddress(network)
    if (ip) member.ipAssignments = [ip]
  }
  if (JSON.stringify(member) !== before) {
    member.revision++
    network.lastModified = now
  }
  return null
}

function isObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isIp(value: string): boolean {
  return ipv4ToNumber(value) !== null || (/^[0-9a-f:]+$/i.test(value) && value.includes(':'))
}
