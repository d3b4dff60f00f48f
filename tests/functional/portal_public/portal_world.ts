import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { startUnifiSimulator } from '#plugins/unifi/simulator/index'
import type { UnifiSimulator } from '#plugins/unifi/simulator/simulator_api'
import type Location from '#core/locations/models/location'
import type Portal from '#core/portal/models/portal'
import type User from '#core/users/models/user'
import { findOrCreatePortal } from '#core/portal/portal_queries'
import { defaultPortalSettings, type PortalSettings } from '#core/portal/portal_settings'
import { createTenant, createUser } from '#tests/helpers/fixtures'
import { clearRateLimits } from '#tests/helpers/rate_limits'
import { pollUntil } from '#tests/helpers/poll'

export const SIM_USER = 'portal-admin'
export const SIM_PASSWORD = 'Sim-portal-2026!'
/** The simulator's sites: the venue's, and one with the same name on a second controller (ambiguity tests). */
export const SITE = 'default'

/** One UniFi simulator per group; faults reset and rate limits cleared before each test. */
export function useUnifi(group: Group) {
  const holder: { sim?: UnifiSimulator } = {}
  group.setup(async () => {
    holder.sim = await startUnifiSimulator({
      flavour: 'unifi-os',
      tls: true,
      username: SIM_USER,
      password: SIM_PASSWORD,
      randomSeed: 12,
      sites: [
        {
          name: SITE,
          desc: 'Portal bar',
          switches: 1,
          aps: 2,
          wiredClients: 2,
          wirelessClients: 14,
        },
        {
          name: 'garden',
          desc: 'Garden',
          switches: 0,
          aps: 1,
          wiredClients: 0,
          wirelessClients: 4,
        },
      ],
    })
    return () => holder.sim?.stop()
  })
  group.each.setup(async () => {
    holder.sim?.faults.reset()
    await clearRateLimits()
    return () => jobsSettled()
  })
  return () => holder.sim!
}

/** Each test ends once the sign-in jobs it started are done, inside its transaction. */
export async function jobsSettled() {
  await pollUntil(
    async () => {
      const row = await db
        .from('job_runs')
        .where('queue', 'portal-sign-ins')
        .whereIn('status', ['pending', 'running'])
        .count('* as open')
        .first()
      return Number(row?.open ?? 0) === 0
    },
    { what: 'the sign-in jobs of the test to finish' }
  )
}

export interface PortalWorld {
  admin: User
  location: Location
  portal: Portal
  controllerId: number
  siteId: string
}

/** The published settings: the defaults with `overrides` laid over (nested objects merged one level). */
export function settingsWith(overrides: Partial<PortalSettings> = {}): PortalSettings {
  const base = defaultPortalSettings()
  return {
    ...base,
    ...overrides,
    fields: { ...base.fields, ...overrides.fields },
    texts: { ...base.texts, ...overrides.texts },
    colors: { ...base.colors, ...overrides.colors },
  }
}

/** Publishes a portal's settings (and sets its secrets) as the designer's publish would. */
export async function publish(
  portal: Portal,
  overrides: Partial<PortalSettings> = {},
  secrets?: Record<string, unknown>
) {
  portal.merge({ published: settingsWith(overrides), publishedAt: DateTime.now() })
  if (secrets) portal.secrets = JSON.stringify(secrets)
  await portal.save()
  return portal
}

/** A venue bound through the API to a site of the simulator, with a published portal. */
export async function buildPortalWorld(
  client: ApiClient,
  sim: UnifiSimulator,
  options: {
    site?: string
    settings?: Partial<PortalSettings>
    secrets?: Record<string, unknown>
    published?: boolean
  } = {}
): Promise<PortalWorld> {
  const admin = await createUser({ isAdmin: true })
  const { location } = await createTenant()
  const form = {
    vendor: 'unifi',
    url: sim.url,
    username: SIM_USER,
    password: SIM_PASSWORD,
    verifyTls: false,
    alias: `Portal controller ${location.id}`,
  }
  const created = await client.post('/rest/controllers').json(form).withCsrfToken().loginAs(admin)
  if (created.status() !== 201)
    throw new Error(`controller not created: ${created.status()} ${created.text()}`)
  const siteId = options.site ?? SITE
  const bound = await client
    .put(`/rest/locations/${location.id}/network/controller`)
    .json({ controllerId: created.body().id, siteId })
    .withCsrfToken()
    .loginAs(admin)
  if (bound.status() !== 200) throw new Error(`not bound: ${bound.status()} ${bound.text()}`)
  await location.refresh()
  const portal = await findOrCreatePortal(location)
  if (options.published !== false) await publish(portal, options.settings, options.secrets)
  return { admin, location, portal, controllerId: created.body().id, siteId }
}

let madeUp = 0

/**
 * A guest device of the site that the controller has not let through yet (a fresh one each call): one of the
 * simulated guests while any is left, then a made-up device on the site's first AP (the controller learns it as a
 * guest when it is authorized, as a real one does).
 */
export function unauthorizedGuest(sim: UnifiSimulator, site = SITE, skip: string[] = []) {
  const authorized = sim.state.guestAuthorizations(site)
  const client = sim.state
    .clients(site)
    .find(
      (candidate) =>
        candidate.is_guest && !authorized.has(candidate.mac) && !skip.includes(candidate.mac)
    )
  if (client)
    return { mac: client.mac as string, ap: client.ap_mac as string, ssid: client.essid as string }
  const ap = sim.state.devices(site).find((device) => device.type === 'uap')!.mac as string
  const n = ++madeUp + Math.floor(Math.random() * 0xffff) * 256
  const mac = `02:5e:${[(n >> 16) & 255, (n >> 8) & 255, n & 255, madeUp & 255].map((b) => b.toString(16).padStart(2, '0')).join(':')}`
  return { mac, ap, ssid: 'Gasten WiFi' }
}

/** /success naming the portal and the guest's language (landing_url.ts), where a portal without a landing URL sends guests. */
export const SUCCESS_PAGE = /^\/success\?portal=[\w-]+&lang=(nl|en|fr|de)$/

/** The page address the AP redirects an unauthorized guest to (vendors.md §6.1). */
export function siteEntryUrl(
  site: string,
  guest: { mac: string; ap: string; ssid?: string },
  extra = ''
) {
  const url = encodeURIComponent('http://example.com/news')
  return `/guest/s/${site}/?ap=${guest.ap}&id=${guest.mac}&t=${Math.floor(Date.now() / 1000)}&url=${url}&ssid=${encodeURIComponent(guest.ssid ?? 'Gasten WiFi')}${extra}`
}

/** The hidden and visible fields of the page's first sign-in form, as a browser would post them. */
export function formFields(page: string, formIndex = 0): Record<string, string> {
  const forms = [
    ...page.matchAll(/<form method="post" action="\/guest\/connect"[^>]*>([\s\S]*?)<\/form>/g),
  ]
  const form = forms[formIndex]?.[1]
  if (!form) throw new Error('no sign-in form on the page')
  const fields: Record<string, string> = {}
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1]] = decodeEntities(match[2])
  return fields
}

function decodeEntities(text: string) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
