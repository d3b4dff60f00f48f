/** What the nightly run needs of a snapshot device (network_devices row). */
export interface BatchDevice {
  remote_id: string
  kind: string
  state: string
  firmware_upgrade: string | null
}

/**
 * The devices one nightly run upgrades at a venue, so the venue never loses its WiFi at once: access points first,
 * at most a third of them (at least one) counting those already down; then one switch (the access points behind it
 * go down with it); the gateway last and alone, once every other device is current. A venue with a device already
 * rebooting or upgrading waits for the next night, except for access points within the budget.
 */
export function upgradeBatch(devices: BatchDevice[]): string[] {
  const offered = (device: BatchDevice) => device.state === 'online' && !!device.firmware_upgrade
  const aps = devices.filter((device) => device.kind === 'ap')
  const wiredBusy = devices.some(
    (device) => device.kind !== 'ap' && ['rebooting', 'upgrading'].includes(device.state)
  )
  if (wiredBusy) return []

  const apsDown = aps.filter((device) => device.state !== 'online').length
  const budget = Math.max(1, Math.floor(aps.length / 3)) - apsDown
  const apBatch = aps.filter(offered).slice(0, Math.max(0, budget))
  if (apBatch.length || aps.some(offered)) return apBatch.map((device) => device.remote_id)

  const wired = devices.filter(
    (device) => device.kind !== 'ap' && device.kind !== 'gateway' && offered(device)
  )
  if (wired.length) return apsDown ? [] : [wired[0].remote_id]

  const others = devices.filter((device) => device.kind !== 'gateway')
  if (others.some((device) => device.firmware_upgrade)) return []
  if (apsDown) return []
  return devices
    .filter((device) => device.kind === 'gateway' && offered(device))
    .slice(0, 1)
    .map((device) => device.remote_id)
}
