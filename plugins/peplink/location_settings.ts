import vine from '@vinejs/vine'
import type { LocationSettingsDefinition } from '#core/plugins/define_plugin'

/** A Peplink serial number as printed on the router and shown by InControl: "1824-A1B2-C3D4". */
const SERIAL = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/

/**
 * What a venue on InControl keeps besides its group binding (the organisation and group are the binding itself): the
 * serial of its main router, which the installation checks against the devices of the group, and the name of the
 * InControl configuration template the group follows. InControl has no documented template API (vendors.md §8), so
 * the template is the name an installer reads in InControl, not a choice read from it.
 */
export const peplinkLocationSettings: LocationSettingsDefinition = {
  validator: vine.create({
    serial: vine.string().trim().toUpperCase().regex(SERIAL).optional(),
    template: vine.string().trim().minLength(1).maxLength(100).optional(),
    /**
     * The captive-portal account the guests' browsers post to the router after signing in on our portal (browser-POST
     * mode, guest_portal.ts). Every guest's page carries it in its form, so it is a shared guest login, not a secret.
     */
    portalUsername: vine.string().trim().minLength(1).maxLength(64).optional(),
    portalPassword: vine.string().minLength(1).maxLength(64).optional(),
  }),

  async suggest(connection, siteId) {
    const devices = await connection.listDevices(siteId)
    const serials = devices
      .filter((device) => device.serial && SERIAL.test(device.serial.toUpperCase()))
      .map((device) => ({
        value: device.serial!.toUpperCase(),
        label: [device.name, device.model].filter(Boolean).join(' · '),
      }))
    return { serial: serials }
  },
}
