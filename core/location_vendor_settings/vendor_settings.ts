import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import type Location from '#core/locations/models/location'
import plugins from '#core/plugins/plugins_service'
import { isPluginError } from '#core/plugins/plugin_errors'
import { withConnection } from '#core/controllers/services/controller_connection'
import { validatorFormSchema } from '#core/controllers/services/vendor_settings_schema'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { invalidatePortals } from '#core/portal/public/cache/portal_stamp'

type Choices = Record<string, Array<{ value: string; label: string }>>

/** The plugin's venue settings, or 404 for a vendor that is not enabled or keeps none. */
function venueSettingsOf(vendor: string) {
  const plugin = plugins.hasController(vendor) ? plugins.controller(vendor) : null
  if (!plugin?.locationSettings) throw AppException.notFound()
  return { plugin, definition: plugin.locationSettings }
}

/** The venue's controller site when it is bound to a controller of this vendor. */
async function bindingOf(location: Location, vendor: string) {
  if (!location.controllerId || !location.controllerSiteId) return null
  const controller = await Controller.find(location.controllerId)
  if (!controller || controller.vendor !== vendor) return null
  const site = await db
    .from('controller_sites')
    .where({ controller_id: controller.id, remote_id: location.controllerSiteId })
    .first()
  return {
    controller,
    view: {
      controllerId: controller.id,
      controllerAlias: controller.alias,
      siteId: location.controllerSiteId,
      siteName: site?.name ?? null,
      parentId: site?.parent_id ?? null,
      parentName: site?.parent_name ?? null,
    },
  }
}

/**
 * A venue's settings for one vendor: the form (JSON Schema from the plugin's validator), the stored values, the site
 * it is bound to (for InControl the organisation and group), and, when asked, choices read live from that site. A
 * controller that cannot be reached leaves the choices empty rather than failing the form.
 */
export async function vendorSettingsView(
  location: Location,
  vendor: string,
  options: { live: boolean }
) {
  const { plugin, definition } = venueSettingsOf(vendor)
  const binding = await bindingOf(location, vendor)
  let suggestions: Choices = {}
  let suggestionsUnavailable = false
  if (options.live && binding && definition.suggest) {
    try {
      suggestions = await withConnection(binding.controller, (connection) =>
        definition.suggest!(connection, binding.view.siteId)
      )
    } catch (error) {
      if (!isPluginError(error)) throw error
      suggestionsUnavailable = true
    }
  }
  return {
    vendor,
    vendorName: plugin.manifest.name,
    schema: validatorFormSchema(definition.validator),
    values: location.vendorSettings?.[vendor] ?? {},
    binding: binding?.view ?? null,
    suggestions,
    suggestionsUnavailable,
  }
}

/** Validates with the plugin's own rules (422 on the fields) and replaces this vendor's entry in one statement. */
export async function saveVendorSettings(location: Location, vendor: string, body: unknown) {
  const { definition } = venueSettingsOf(vendor)
  const validated = (await definition.validator.validate(body)) as Record<string, unknown>
  const values = Object.fromEntries(
    Object.entries(validated).filter(([, value]) => value !== undefined)
  )
  const before = location.vendorSettings?.[vendor] ?? {}
  await db.transaction(async (trx) => {
    await trx.rawQuery(
      'update locations set vendor_settings = vendor_settings || jsonb_build_object(?::text, ?::jsonb), updated_at = now() where id = ?',
      [vendor, JSON.stringify(values), location.id]
    )
    await invalidatePortals(trx)
    await recordAudit(
      {
        action: 'location.vendor_settings_updated',
        objectType: 'location',
        objectId: location.id,
        oldValues: { [vendor]: before },
        newValues: { [vendor]: values },
      },
      trx
    )
  })
  await location.refresh()
}
