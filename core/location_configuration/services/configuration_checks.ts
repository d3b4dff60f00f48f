import type { SiteReading } from '#core/location_configuration/services/controller_reading'

/**
 * How a fact of the configuration report is known (spec §3): `ok` and `failed` were checked live on the controller,
 * `unreadable` could not be read (controller down), `declared` is the installer's word (the vendor cannot tell).
 */
export type CheckResult = 'ok' | 'failed' | 'unreadable' | 'declared'

export interface LiveCheck {
  result: CheckResult
  /** What was not found: MACs of devices not adopted, names of WLANs missing. */
  missing: string[]
}

export interface ConfigurationChecks {
  siteLinked: LiveCheck
  devicesAdopted: LiveCheck
  wlansPresent: LiveCheck
  checkedAt: string
}

const unreadable: LiveCheck = { result: 'unreadable', missing: [] }
const judged = (missing: string[]): LiveCheck => ({
  result: missing.length ? 'failed' : 'ok',
  missing,
})

/** The facts the controller can tell, checked against what the wizard configured. */
export function configurationChecks(
  reading: SiteReading | null,
  expected: { siteId: string; boundSiteId: string | null; macs: string[]; wlanNames: string[] }
): ConfigurationChecks {
  const checkedAt = new Date().toISOString()
  if (!reading)
    return {
      siteLinked: unreadable,
      devicesAdopted: unreadable,
      wlansPresent: unreadable,
      checkedAt,
    }
  const siteExists = reading.sites.some((site) => site.id === expected.siteId)
  const adopted = new Set(
    reading.devices.filter((device) => device.state !== 'pending').map((device) => device.mac)
  )
  return {
    siteLinked: judged(
      siteExists && expected.boundSiteId === expected.siteId ? [] : [expected.siteId]
    ),
    devicesAdopted: judged(expected.macs.filter((mac) => !adopted.has(mac))),
    wlansPresent: reading.wlans
      ? judged(
          expected.wlanNames.filter((name) => !reading.wlans!.some((wlan) => wlan.name === name))
        )
      : { result: 'declared', missing: [] },
    checkedAt,
  }
}

export const CHECK_FIELDS = ['siteLinked', 'devicesAdopted', 'wlansPresent'] as const

export function checksWith(checks: ConfigurationChecks, result: CheckResult) {
  return CHECK_FIELDS.filter((field) => checks[field].result === result)
}
