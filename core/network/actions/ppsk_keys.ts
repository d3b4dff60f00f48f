import { randomInt } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import type Location from '#core/locations/models/location'
import type { NewPpskKey, PpskKey, Wlan } from '#core/plugins/controller_contract'
import { ControllerRejectedError, type RejectionReason } from '#core/plugins/plugin_errors'
import { AppException } from '#kernel/exceptions/app_exception'
import { controllerCommand } from '#core/network/services/controller_command'
import { recordCommand } from '#core/network/services/record_command'
import { locationNetwork } from '#core/network/queries/snapshot_queries'
import { decodePpskKeyId, isKeyWithDigest } from '#core/network/transformers/ppsk_transformer'

export interface NewKey {
  wlanId: string
  name: string
  passphrase?: string
  vlan: number
}

/** Private WPA networks can hold personal keys; a WPA personal one becomes a PPSK network with its first key. */
export function keyNetworks(wlans: Wlan[]) {
  return wlans.filter(
    (wlan) => !wlan.guest && (wlan.security === 'ppsk' || wlan.security === 'wpa-personal')
  )
}

/** Live from the controller (keys are not part of the snapshot): every key of the venue's PPSK networks. */
export async function listPpskKeys(location: Location) {
  const { wlans } = await locationNetwork(location.id)
  const ppskWlans = wlans.filter((wlan) => !wlan.guest && wlan.security === 'ppsk')
  const keys = await controllerCommand(location, 'listPpskKeys', async (list, siteId) => {
    const found: Array<{ wlan: Wlan; key: PpskKey }> = []
    for (const wlan of ppskWlans)
      for (const key of await list(siteId, wlan.id)) found.push({ wlan, key })
    return found
  })
  return { keys, wlans: keyNetworks(wlans) }
}

/**
 * Adds a key on the controller and returns it with its passphrase: the only answer that ever carries it. The
 * history and audit name the key and its VLAN, never the passphrase.
 */
export async function addPpskKey(ctx: HttpContext, location: Location, input: NewKey) {
  const { wlans } = await locationNetwork(location.id)
  const wlan = wlans.find((candidate) => candidate.id === input.wlanId)
  if (!wlan) throw AppException.invalidField('wlanId', 'exists')
  if (!keyNetworks(wlans).includes(wlan)) throw AppException.invalidField('wlanId', 'ppsk_network')
  const passphrase = input.passphrase ?? generatePassphrase()
  const key = await controllerCommand(location, 'addPpskKey', (add, siteId) =>
    add(siteId, wlan.id, { name: input.name, passphrase, vlan: input.vlan })
  )
  const data = {
    wlan: wlan.id,
    wlan_name: wlan.name,
    key_name: key.name ?? input.name,
    vlan: key.vlan ?? input.vlan,
  }
  await recordCommand(ctx, location.id, 'add_ppsk_key', { data }, async (trx) => {
    if (wlan.security === 'ppsk') return
    // The controller turned the network into a PPSK one; the snapshot says so until the next sync confirms it.
    const row = await trx
      .from('location_networks')
      .where('location_id', location.id)
      .forUpdate()
      .first()
    const list: Wlan[] = (row?.wlans ?? []).map((existing: Wlan) =>
      existing.id === wlan.id ? { ...existing, security: 'ppsk' } : existing
    )
    await trx
      .from('location_networks')
      .where('location_id', location.id)
      .update({ wlans: JSON.stringify(list), fingerprint: null })
  })
  return {
    wlan,
    key: { ...key, name: key.name ?? input.name, vlan: key.vlan ?? input.vlan, passphrase },
  }
}

/** Finds the key again by its id's digest (a live read), removes it, and records its name and VLAN. */
export async function removePpskKey(ctx: HttpContext, location: Location, encodedId: string) {
  const ref = decodePpskKeyId(encodedId)
  const { wlans } = await locationNetwork(location.id)
  const wlan =
    ref &&
    wlans.find(
      (candidate) =>
        candidate.id === ref.wlanId && !candidate.guest && candidate.security === 'ppsk'
    )
  if (!ref || !wlan) throw AppException.notFound()
  const keys = await controllerCommand(location, 'listPpskKeys', (list, siteId) =>
    list(siteId, wlan.id)
  )
  const key = keys.find((candidate) => isKeyWithDigest(wlan.id, candidate.id, ref.digest))
  if (!key) throw AppException.notFound()
  await controllerCommand(location, 'removePpskKey', (remove, siteId) =>
    remove(siteId, wlan.id, key.id)
  )
  await recordCommand(ctx, location.id, 'remove_ppsk_key', {
    data: { wlan: wlan.id, wlan_name: wlan.name, key_name: key.name, vlan: key.vlan },
  })
}

/** The keys of one network, live, passphrases included: for core's own bookkeeping (tenants), never an API answer. */
export function listNetworkKeys(location: Location, wlanId: string) {
  return controllerCommand(location, 'listPpskKeys', (list, siteId) => list(siteId, wlanId))
}

/** One key's outcome in a batch: the key as the controller holds it, or why the controller refused this key. */
export type KeyOutcome = { key: PpskKey } | { refused: RejectionReason }

/**
 * Adds keys one after the other over one connection, reporting each outcome as it comes (so the caller records it
 * before the next). A key the controller refuses does not stop the batch; a controller that becomes unreachable
 * does (the error of `controllerCommand`), and the keys not reported yet were not added.
 */
export async function addNetworkKeys(
  location: Location,
  wlanId: string,
  keys: NewPpskKey[],
  report: (index: number, outcome: KeyOutcome) => Promise<void>
) {
  if (keys.length === 0) return
  await controllerCommand(location, 'addPpskKey', async (add, siteId) => {
    for (const [index, key] of keys.entries())
      await report(
        index,
        await refusedOr(() => add(siteId, wlanId, key).then((added) => ({ key: added })))
      )
  })
}

/** Removes keys by the vendor's id, like `addNetworkKeys`; a key already gone counts as removed. */
export async function removeNetworkKeys(
  location: Location,
  wlanId: string,
  keyIds: string[],
  report: (
    index: number,
    outcome: { removed: true } | { refused: RejectionReason }
  ) => Promise<void>
) {
  if (keyIds.length === 0) return
  await controllerCommand(location, 'removePpskKey', async (remove, siteId) => {
    for (const [index, keyId] of keyIds.entries()) {
      const outcome = await refusedOr(() =>
        remove(siteId, wlanId, keyId).then(() => ({ removed: true as const }))
      )
      await report(
        index,
        'refused' in outcome && outcome.refused === 'not_found' ? { removed: true } : outcome
      )
    }
  })
}

async function refusedOr<T>(work: () => Promise<T>): Promise<T | { refused: RejectionReason }> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ControllerRejectedError) return { refused: error.reason }
    throw error
  }
}

/** 16 characters without look-alikes (0/O, 1/l/I), easy to read out to a tenant. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
function generatePassphrase() {
  return Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
}
