import { createHmac, timingSafeEqual } from 'node:crypto'
import env from '#start/env'
import type { PpskKey, Wlan } from '#core/plugins/controller_contract'

/**
 * A key's id in our API: its WLAN plus a keyed digest of the vendor's key id. Some vendors derive a key's id from
 * its passphrase (a plain digest); handing that to every reader would let them test guesses offline, so the vendor
 * id never leaves the server and a delete finds the key again by this digest.
 */
export function ppskKeyId(wlanId: string, vendorKeyId: string) {
  return `${Buffer.from(wlanId).toString('base64url')}.${keyDigest(wlanId, vendorKeyId)}`
}

/** The WLAN and digest of an id from the path; null when it cannot be one of ours. */
export function decodePpskKeyId(id: string): { wlanId: string; digest: string } | null {
  const match = /^([A-Za-z0-9_-]{1,300})\.([A-Za-z0-9_-]{32})$/.exec(id)
  if (!match) return null
  const wlanId = Buffer.from(match[1], 'base64url').toString('utf8')
  return wlanId ? { wlanId, digest: match[2] } : null
}

export function isKeyWithDigest(wlanId: string, vendorKeyId: string, digest: string) {
  const expected = Buffer.from(keyDigest(wlanId, vendorKeyId))
  const given = Buffer.from(digest)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

function keyDigest(wlanId: string, vendorKeyId: string) {
  return createHmac('sha256', env.get('APP_KEY').release())
    .update(`ppsk\0${wlanId}\0${vendorKeyId}`)
    .digest('base64url')
    .slice(0, 32)
}

/** Never the passphrase: it is shown once, in the answer to the request that created the key. */
export function transformPpskKey(wlan: Wlan, key: PpskKey) {
  return {
    id: ppskKeyId(wlan.id, key.id),
    name: key.name,
    wlanId: wlan.id,
    wlanName: wlan.name,
    vlan: key.vlan,
    networkId: key.networkId,
  }
}

export function transformCreatedPpskKey(wlan: Wlan, key: PpskKey) {
  return { ...transformPpskKey(wlan, key), passphrase: key.passphrase }
}
