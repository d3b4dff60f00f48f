import type { ControllerConnection, DeviceKind } from '#core/plugins/controller_contract'
import type { ControllerPlugin } from '#core/plugins/define_plugin'
import { ControllerRejectedError, type RejectionReason } from '#core/plugins/plugin_errors'

/** A running simulator, as the contract suite needs it: the settings to connect with and the knobs it turns. */
export interface ContractTarget {
  settings: Record<string, unknown>
  /**
   * The site exercised: it must hold a gateway, a PoE switch powering at least one device, access points,
   * wired and wireless clients (one of them a guest), and a WPA personal WLAN.
   */
  siteId: string
  /** The simulator's "device offline" switch. */
  setDeviceOnline(siteId: string, mac: string, online: boolean): Promise<void> | void
  stop(): Promise<void>
}

export interface ContractSuiteOptions {
  /** Shown in the group titles, e.g. "unifi (classic)". */
  name: string
  plugin: ControllerPlugin
  start(): Promise<ContractTarget>
  /** How long a rebooted device may take to go and come back (default 20 s). */
  rebootTimeoutMs?: number
  /** What the vendor's network holds, when it is not a LAN of gateway, PoE switch and APs with wired and wireless clients. */
  reports?: NetworkShape
}

export interface NetworkShape {
  /** Device kinds the exercised site must show (default gateway, switch, ap). */
  deviceKinds?: DeviceKind[]
  /** Whether a switch port reports PoE powering a device (default true). */
  poe?: boolean
  /** Which clients the site lists (default both wired and wireless); 'none' for overlay networks. */
  clients?: 'wired+wireless' | 'none'
}

/** What the checks share; filled by the group's setup. */
export interface ContractContext {
  options: ContractSuiteOptions
  target: ContractTarget
  connection: ControllerConnection
}

export async function expectRejection(promise: Promise<unknown>, reason: RejectionReason) {
  const error = await promise.then(
    () => null,
    (e) => e
  )
  if (!(error instanceof ControllerRejectedError)) {
    throw new Error(
      `expected a ControllerRejectedError(${reason}), got ${error ? `${error.name}: ${error.message}` : 'success'}`
    )
  }
  if (error.reason !== reason)
    throw new Error(`expected rejection "${reason}", got "${error.reason}" (${error.detail})`)
}

/** An address of `cidr` ("192.168.1.1/24") at host number `host`. */
export function addressIn(cidr: string, host: number): string {
  const [base] = cidr.split('/')
  const parts = base.split('.').map(Number)
  parts[3] = host
  return parts.join('.')
}
