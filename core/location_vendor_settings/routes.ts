import vine from '@vinejs/vine'
import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import { anyObject, array, json, nullable, object, string } from '#kernel/http/contract/schemas'

const VendorSettings = () =>
  import('#core/location_vendor_settings/location_vendor_settings_controller')

const choice = object({ value: string(), label: string() })
const settingsView = object({
  vendor: string({ description: 'Plugin id' }),
  vendorName: string(),
  schema: anyObject("The vendor's venue settings form as JSON Schema"),
  values: anyObject('The stored values'),
  binding: nullable(
    object({
      controllerId: { type: 'integer' },
      controllerAlias: string(),
      siteId: string(),
      siteName: nullable(string()),
      parentId: nullable(string()),
      parentName: nullable(string()),
    })
  ),
  suggestions: {
    type: 'object',
    additionalProperties: array(choice),
    description: 'Values to pick from per field, read live from the bound site',
  },
  suggestionsUnavailable: { type: 'boolean' },
})

/** Any object: the vendor's own validator (the plugin's `locationSettings`) checks the fields. */
const anyVendorSettings = vine.create(vine.object({}).allowUnknownProperties())

const api = apiRoutes('Network config')

/** GET/PUT /rest/network/config/settings/{vendor}/{locationId}: a venue's settings for one vendor (spec §3, §7). */
export function locationVendorSettingsRoutes() {
  const path = '/network/config/settings/:vendor/:id'
  const declaration = { access: adminOnly, textParams: ['vendor'], response: json(settingsView) }
  api.get(path, [VendorSettings, 'show'], {
    ...declaration,
    summary: "A venue's settings for one controller vendor, with its binding and live suggestions",
  })
  api.put(path, [VendorSettings, 'update'], {
    ...declaration,
    summary: "Change a venue's settings for one controller vendor",
    body: anyVendorSettings,
  })
}
