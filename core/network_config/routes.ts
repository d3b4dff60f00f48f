import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly } from '#kernel/http/contract/route_access'
import { NO_CONTENT, created, json, page } from '#kernel/http/contract/schemas'
import {
  configFileDetailSchema,
  configFileSchema,
  configSettingsSchema,
  venueConfigSchema,
} from '#core/network_config/config_file_schemas'
import {
  applyConfigFileValidator,
  listConfigFilesValidator,
  uploadConfigFileValidator,
} from '#core/network_config/validators/config_file_validators'

const ConfigFiles = () => import('#core/network_config/controllers/config_files_controller')
const VenueConfig = () => import('#core/network_config/controllers/venue_config_controller')

/** `:id` is digits only, so /network/config/settings (and the paths below it) are never taken for a file id. */
const NUMBER = /^\d+$/
const COMPATIBILITY_ERRORS = [
  'E_CONFIG_VENDOR_MISMATCH',
  'E_CONFIG_VERSION_MISMATCH',
  'E_CONTROLLER_VERSION_UNKNOWN',
]
const api = apiRoutes('Network config')

/** Configuration files for controllers (spec §2 /admin/config, §3 Config, §7 Network config): admin only. */
export function networkConfigRoutes() {
  api.get('/network/config', [ConfigFiles, 'index'], {
    access: adminOnly,
    summary: 'Every configuration file; `search` (name), `vendor`',
    query: listConfigFilesValidator,
    response: json(page(configFileSchema)),
  })
  api.post('/network/config', [ConfigFiles, 'store'], {
    idempotent: true,
    access: adminOnly,
    summary:
      "Upload a configuration file (multipart: the fields and `file`, at most 500 KB with one of the vendor's extensions); with `controllerId` the controller's version must lie in the range",
    body: uploadConfigFileValidator,
    upload: ['file'],
    response: created(configFileSchema),
    errors: ['E_FILE_TOO_LARGE', 'E_FILE_TYPE', ...COMPATIBILITY_ERRORS],
  })
  api.get('/network/config/settings', [ConfigFiles, 'settings'], {
    access: adminOnly,
    summary:
      'What the upload form needs: the vendors that take files (with their extensions), the size limit, the controllers',
    response: json(configSettingsSchema),
  })
  api
    .get('/network/config/:id', [ConfigFiles, 'show'], {
      access: adminOnly,
      summary: 'A configuration file with the controllers it fits and the venues using it',
      response: json(configFileDetailSchema),
    })
    .where('id', NUMBER)
  api
    .get('/network/config/:id/download', [ConfigFiles, 'download'], {
      access: adminOnly,
      summary: 'The file as uploaded (Content-Disposition names it)',
      response: { file: 'application/octet-stream' },
    })
    .where('id', NUMBER)
  api
    .delete('/network/config/:id', [ConfigFiles, 'destroy'], {
      access: adminOnly,
      summary: 'Delete a file no venue uses, with its bytes',
      response: NO_CONTENT,
      errors: ['E_CONFIG_IN_USE'],
    })
    .where('id', NUMBER)

  const venue = '/locations/:id/network/config'
  api.get(venue, [VenueConfig, 'show'], {
    access: adminOnly,
    summary:
      "The venue's configuration file, its controller and the files that fit that controller",
    response: json(venueConfigSchema),
  })
  api.put(venue, [VenueConfig, 'apply'], {
    access: adminOnly,
    summary:
      "Apply a configuration file to the venue: its vendor must be the controller's and its range hold the controller's version",
    body: applyConfigFileValidator,
    response: json(venueConfigSchema),
    errors: ['E_NETWORK_NOT_CONFIGURED', ...COMPATIBILITY_ERRORS],
  })
  api.delete(venue, [VenueConfig, 'remove'], {
    access: adminOnly,
    summary: 'Take the configuration file off the venue',
    response: json(venueConfigSchema),
  })
}
