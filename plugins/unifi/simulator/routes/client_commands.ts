/**
 * cmd/stamgr: guest authorization, kick, block, forget. Validation messages (`api.err.*`) are simulated ([U]).
 */
import type { SiteContext } from '../engine.js'
import { mongoId } from '../model/ids.js'
import { legacyError, ok, type SimResponse } from '../http/responses.js'
import { renderUser } from '../views/client_view.js'
import { ensureUser, MAC } from './user_commands.js'

/** A kicked client re-associates after this long ([U]). */
const KICK_MS = 3000

function positive(value: unknown): number | undefined {
  const n = Number(value)
  return value !== undefined && value !== null && Number.isFinite(n) && n > 0 ? n : undefined
}

export function clientCommand(ctx: SiteContext, body: Record<string, any>): SimResponse {
  const { site, now } = ctx
  const macs: string[] = (Array.isArray(body.macs) ? body.macs : [body.mac])
    .filter(Boolean)
    .map((m: any) => String(m).toLowerCase())
  if (macs.length === 0 || macs.some((m) => !MAC.test(m)))
    return legacyError(400, 'api.err.InvalidPayload')
  const mac = macs[0]
  const client = site.clients.find((c) => c.user.mac === mac && !c.forgotten)
  switch (body.cmd) {
    case 'authorize-guest': {
      const minutes = positive(body.minutes) ?? 480 // the controller's default guest period [U]
      ensureUser(ctx, mac, { is_guest: true })
      const auth = {
        mac,
        start: now,
        end: now + minutes * 60_000,
        up: positive(body.up),
        down: positive(body.down),
        bytes: positive(body.bytes),
        apMac: body.ap_mac?.toLowerCase(),
      }
      site.guestAuthorizations.set(mac, auth)
      const record = {
        _id: mongoId('guest', site._id, mac, now),
        mac,
        site_id: site._id,
        start: Math.floor(now / 1000),
        end: Math.floor(auth.end / 1000),
        authorized_by: 'api',
        qos_rate_max_up: auth.up,
        qos_rate_max_down: auth.down,
        qos_usage_quota: auth.bytes,
        ap_mac: auth.apMac,
      }
      return ok([record])
    }
    case 'unauthorize-guest':
      site.guestAuthorizations.delete(mac)
      return ok([])
    case 'kick-sta':
      if (client) {
        client.kickedUntil = now + KICK_MS
        client.assocAt = now + KICK_MS
      }
      return ok([])
    case 'block-sta':
    case 'unblock-sta': {
      const user = ensureUser(ctx, mac)
      user.blocked = body.cmd === 'block-sta'
      if (!user.blocked && client) client.assocAt = now
      return ok([renderUser(site, user)])
    }
    case 'forget-sta':
      site.users = site.users.filter((u) => !macs.includes(u.mac))
      for (const c of site.clients) if (macs.includes(c.user.mac)) c.forgotten = true
      for (const m of macs) site.guestAuthorizations.delete(m)
      return ok([])
    default:
      return legacyError(400, 'api.err.InvalidCommand')
  }
}
