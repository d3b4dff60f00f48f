import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type { Infer } from '@vinejs/vine/types'
import type Location from '#core/locations/models/location'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { allocateHardware } from '#core/inventory/actions/location_hardware'
import {
  controllerUnreadable,
  wrongLocationState,
} from '#core/location_configuration/configuration_errors'
import { billingCheck, installationCheck } from '#core/location_install/queries/install_checks'
import type { finishInstallValidator } from '#core/location_install/validators/install_validators'
import { invalidatePortals } from '#core/portal/public/cache/portal_stamp'

type FinishInput = Infer<typeof finishInstallValidator>

const DEVICE_RULES = {
  not_adopted: 'device_not_adopted',
  offline: 'device_offline',
  ip_mismatch: 'device_ip_mismatch',
} as const
const BILLING_CODES = {
  no_active_subscription: 'E_NO_ACTIVE_SUBSCRIPTION',
  no_payment_method: 'E_PAYMENT_METHOD_REQUIRED',
} as const

function assertFinishable(status: Location['status']) {
  if (status !== 'ready_for_installation') throw wrongLocationState(status)
}

/** The live and billing checks; what they found, or the refusal that says what is missing. */
async function checkedFacts(ctx: HttpContext, location: Location, input: FinishInput) {
  const installation = await installationCheck(location)
  if (installation.result === 'failed') {
    if (installation.reason === 'not_configured')
      throw new AppException(409, 'E_CONFIGURATION_NOT_COMPLETED')
    const rule = DEVICE_RULES[installation.reason as keyof typeof DEVICE_RULES]
    const devices = installation.devices.filter((device) => device.result === installation.reason)
    throw new AppException(422, 'E_INSTALLATION_NOT_READY', {
      errors: [{ field: 'installation', rule }],
      data: { devices: devices.map((device) => device.name ?? device.mac).join(', ') },
    })
  }
  const isAdmin = Boolean(ctx.auth.user?.isAdmin)
  const override = installation.result === 'unreadable'
  if (override && (!isAdmin || !input.overrideReason)) throw controllerUnreadable(isAdmin)
  const billing = await billingCheck(location)
  if (billing.result === 'failed')
    throw new AppException(422, BILLING_CODES[billing.reason as keyof typeof BILLING_CODES], {
      errors: [{ field: 'billing', rule: billing.reason! }],
    })
  return { installation, billing, overrideReason: override ? input.overrideReason! : null }
}

async function assertInstaller(userId: number) {
  const user = await db.from('users').where('id', userId).select('account_role').first()
  if (user?.account_role !== 'installer')
    throw AppException.invalidField('installerId', 'installer_role')
}

/**
 * POST /locations/{id}/install, the finish-install flow (spec §2): the installation is validated live on the
 * controller, then the billing, then the installer; the hardware chosen is taken from stock as CaaS hardware of the
 * venue and the venue goes live, all in one transaction (a refusal anywhere moves no stock). The venue row is locked
 * first, so of two installers finishing at once the second waits, then finds the venue live: 409, nothing taken.
 */
export async function finishInstall(ctx: HttpContext, location: Location, input: FinishInput) {
  assertFinishable(location.status)
  await assertInstaller(input.installerId)
  const facts = await checkedFacts(ctx, location, input)
  const userId = ctx.auth.user!.id

  await db.transaction(async (trx) => {
    const venue = await trx.from('locations').where('id', location.id).forUpdate().first()
    assertFinishable(venue.status)
    const hardware = []
    for (const item of input.hardware ?? []) {
      const { allocationIds } = await allocateHardware(
        trx,
        location.id,
        {
          action: 'allocate',
          productId: item.productId,
          quantity: item.quantity,
          serials: item.serials,
          note: 'finish install',
        },
        userId
      )
      hardware.push({ ...item, allocationIds })
    }
    const finishedAt = new Date()
    // A venue brought back to installation by hand keeps only its latest finish.
    await trx.from('location_installs').where('location_id', location.id).delete()
    await trx
      .insertQuery()
      .table('location_installs')
      .insert({
        location_id: location.id,
        installer_id: input.installerId,
        finished_by: userId,
        checks: JSON.stringify({ installation: facts.installation, billing: facts.billing }),
        hardware: JSON.stringify(hardware),
        override_reason: facts.overrideReason,
        finished_at: finishedAt,
      })
    await trx
      .from('locations')
      .where('id', location.id)
      .update({ status: 'live', updated_at: finishedAt })
    await invalidatePortals(trx)
    await recordAudit(
      {
        action: 'location.installation_finished',
        objectType: 'location',
        objectId: location.id,
        oldValues: { status: venue.status },
        newValues: {
          status: 'live',
          installer_id: input.installerId,
          hardware: hardware.map(({ productId, quantity, serials }) => ({
            productId,
            quantity,
            serials,
          })),
          override_reason: facts.overrideReason,
        },
      },
      trx
    )
  })
  await location.refresh()
}
