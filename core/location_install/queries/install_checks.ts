import Controller from '#core/controllers/models/controller'
import Customer from '#core/customers/models/customer'
import type Location from '#core/locations/models/location'
import { hasLiveSubscription } from '#core/billing/subscriptions/cancel_at_period_end'
import {
  configuredDevices,
  loadConfiguration,
} from '#core/location_configuration/queries/configuration_record'
import { readSite } from '#core/location_configuration/services/controller_reading'

export type DeviceResult = 'ok' | 'not_adopted' | 'offline' | 'ip_mismatch'

/** Worst first: the rule a refused finish reports when devices fail for several reasons. */
const SEVERITY: DeviceResult[] = ['not_adopted', 'offline', 'ip_mismatch']

/**
 * Finish-install step 1 (spec §2): every device the configuration named must be adopted and online on the controller,
 * answering from the address configured ("Device IP mismatch / not correctly connected" otherwise), read live now.
 * `fix` says where to repair it: the controller (adopt, cable, address) or the configuration wizard.
 */
export async function installationCheck(location: Location) {
  const record = await loadConfiguration(location.id)
  const type = record.steps.type
  const expected = configuredDevices(record.steps)
  const controller = location.controllerId ? await Controller.find(location.controllerId) : null
  if (!type || !controller || !location.controllerSiteId)
    return {
      result: 'failed' as const,
      reason: 'not_configured',
      fix: 'configuration',
      devices: [],
    }
  const reading = await readSite(controller, location.controllerSiteId)
  if (!reading)
    return {
      result: 'unreadable' as const,
      reason: 'controller_unreadable',
      fix: 'controller',
      devices: [],
    }

  const devices = expected.map((device) => {
    const found = reading.devices.find((candidate) => candidate.mac === device.mac)
    const result: DeviceResult =
      !found || found.state === 'pending'
        ? 'not_adopted'
        : found.state !== 'online'
          ? 'offline'
          : found.ip !== device.ip
            ? 'ip_mismatch'
            : 'ok'
    return { ...device, result, reportedIp: found?.ip ?? null }
  })
  const worst = SEVERITY.find((result) => devices.some((device) => device.result === result))
  return {
    result: worst ? ('failed' as const) : ('ok' as const),
    reason: worst ?? null,
    fix: worst ? 'controller' : null,
    devices,
  }
}

/**
 * Finish-install step 2: who pays. A free-tier or demo customer, or one that needs no payment method, is fine; a
 * business customer (B2B) needs an active subscription on the venue; a consumer (B2C) a payment method.
 */
export async function billingCheck(location: Location) {
  const customer = await Customer.findOrFail(location.customerId)
  const kind = customer.type === 1 ? 'b2b' : 'b2c'
  if (customer.freeTier || customer.demoMode || location.demo || customer.paymentMethod === 0)
    return { result: 'ok' as const, kind, reason: null, fix: null, customerId: customer.id }
  if (kind === 'b2b')
    return hasLiveSubscription(location)
      ? { result: 'ok' as const, kind, reason: null, fix: null, customerId: customer.id }
      : {
          result: 'failed' as const,
          kind,
          reason: 'no_active_subscription',
          fix: 'subscription',
          customerId: customer.id,
        }
  return customer.paymentMethod === 1 || customer.paymentMethod === 2
    ? { result: 'ok' as const, kind, reason: null, fix: null, customerId: customer.id }
    : {
        result: 'failed' as const,
        kind,
        reason: 'no_payment_method',
        fix: 'payment_method',
        customerId: customer.id,
      }
}
