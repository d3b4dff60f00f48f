import { apiRoutes } from '#kernel/http/contract/api_routes'
import { adminOnly, holds } from '#kernel/http/contract/route_access'
import { NO_CONTENT, created, dataList, json, page } from '#kernel/http/contract/schemas'
import {
  clientSchema,
  createdPpskKeySchema,
  deviceGroupSchema,
  deviceSchema,
  historySeriesSchema,
  networkEventSchema,
  overviewSchema,
  portProfileSchema,
  ppskKeysSchema,
  subnetSchema,
  wlanSchema,
} from '#core/network/network_schemas'
import * as rules from '#core/network/validators/network_validators'
import { addPpskKeyValidator } from '#core/network/validators/ppsk_validators'

const Network = () => import('#core/network/controllers/network_controller')
const Devices = () => import('#core/network/controllers/network_devices_controller')
const Clients = () => import('#core/network/controllers/network_clients_controller')
const Wlans = () => import('#core/network/controllers/network_wlans_controller')
const DeviceGroups = () => import('#core/network/controllers/device_groups_controller')
const Ppsk = () => import('#core/network/controllers/network_ppsk_controller')
const History = () => import('#core/network/controllers/network_history_controller')

const read = holds('location_read', 'location')
const update = holds('location_update', 'location')
const overview = json(overviewSchema)
/** What a write or live read through the controller may answer (README.md: vendor failures). */
const COMMAND_ERRORS = [
  'E_NETWORK_NOT_CONFIGURED',
  'E_CAPABILITY_UNSUPPORTED',
  'E_CONTROLLER_REJECTED',
  'E_CONTROLLER_NEEDS_CREDENTIALS',
  'E_CONTROLLER_UNAVAILABLE',
  'E_CONTROLLER_FAILED',
]
const api = apiRoutes('Network')

/** A venue's network (README.md): reads from the snapshot, writes through the controller. */
export function networkRoutes() {
  const at = (path: string) => `/locations/:id/network${path}`
  api.get(at(''), [Network, 'show'], {
    access: read,
    summary: "The venue's network from the last snapshot",
    response: overview,
  })
  api.put(at('/controller'), [Network, 'bind'], {
    access: adminOnly,
    summary: 'Bind the venue to a controller site',
    body: rules.bindControllerValidator,
    response: overview,
  })
  api.delete(at('/controller'), [Network, 'unbind'], {
    access: adminOnly,
    summary: 'Unbind the venue from its controller',
    response: overview,
  })
  api.post(at('/commands/reboot'), [Network, 'reboot'], {
    access: update,
    idempotent: true,
    summary: 'Reboot every device of the venue',
    response: { status: 202, schema: overviewSchema },
    errors: COMMAND_ERRORS,
  })
  api.get(at('/settings/subnets'), [Network, 'subnets'], {
    access: read,
    summary: "The venue's subnets",
    response: json(dataList(subnetSchema)),
  })
  api.get(at('/settings/profiles'), [Network, 'profiles'], {
    access: read,
    summary: "The venue's switch port profiles",
    response: json(dataList(portProfileSchema)),
  })
  api.get(at('/history'), [Network, 'history'], {
    access: read,
    summary: 'Network events of the venue',
    query: rules.listHistoryValidator,
    response: json(page(networkEventSchema)),
  })
  api.get(at('/history/series'), [History, 'show'], {
    access: read,
    summary: 'Uptime and clients of the venue over 24 hours, 7 or 30 days (history charts)',
    query: rules.historySeriesValidator,
    response: json(historySeriesSchema),
  })

  api.get(at('/wlans'), [Wlans, 'index'], {
    access: read,
    summary: 'WiFi networks',
    response: json(dataList(wlanSchema)),
  })
  api.patch(at('/wlans'), [Wlans, 'updateAll'], {
    access: update,
    summary: 'Change several WiFi networks',
    body: rules.updateWlansValidator,
    response: json(dataList(wlanSchema)),
    errors: COMMAND_ERRORS,
  })
  api.patch(at('/wlans/:wlanId'), [Wlans, 'update'], {
    access: update,
    textParams: ['wlanId'],
    summary: 'Change a WiFi network (name, passphrase, enabled)',
    body: rules.updateWlanValidator,
    response: json(wlanSchema),
    errors: COMMAND_ERRORS,
  })

  api.get(at('/ppsk'), [Ppsk, 'index'], {
    access: read,
    summary: 'Personal WiFi keys (PPSK) of the venue, without their passphrases',
    response: json(ppskKeysSchema),
    errors: COMMAND_ERRORS,
  })
  api.post(at('/ppsk'), [Ppsk, 'store'], {
    access: update,
    idempotent: true,
    summary: 'Add a personal WiFi key (its passphrase is shown once, in this answer)',
    body: addPpskKeyValidator,
    response: created(createdPpskKeySchema),
    errors: COMMAND_ERRORS,
  })
  api.delete(at('/ppsk/:keyId'), [Ppsk, 'destroy'], {
    access: update,
    textParams: ['keyId'],
    summary: 'Remove a personal WiFi key',
    response: NO_CONTENT,
    errors: COMMAND_ERRORS,
  })

  api.get(at('/devices'), [Devices, 'index'], {
    access: read,
    summary: 'Devices',
    response: json(dataList(deviceSchema)),
  })
  api.get(at('/devices/:deviceId'), [Devices, 'show'], {
    access: read,
    textParams: ['deviceId'],
    summary: 'A device',
    response: json(deviceSchema),
  })
  api.patch(at('/devices/:deviceId'), [Devices, 'update'], {
    access: update,
    textParams: ['deviceId'],
    summary: 'Rename a device',
    body: rules.renameDeviceValidator,
    response: json(deviceSchema),
    errors: COMMAND_ERRORS,
  })
  api.post(at('/devices/:deviceId/reboot'), [Devices, 'reboot'], {
    access: update,
    idempotent: true,
    textParams: ['deviceId'],
    summary: 'Reboot a device',
    response: { status: 202, schema: deviceSchema },
    errors: COMMAND_ERRORS,
  })
  api.post(at('/devices/:deviceId/upgrade'), [Devices, 'upgrade'], {
    access: update,
    idempotent: true,
    textParams: ['deviceId'],
    summary: 'Install the firmware upgrade the vendor offers for a device',
    response: { status: 202, schema: deviceSchema },
    errors: ['E_NO_FIRMWARE_UPGRADE', ...COMMAND_ERRORS],
  })
  api.post(at('/devices/:deviceId/port'), [Devices, 'port'], {
    access: update,
    idempotent: true,
    textParams: ['deviceId'],
    summary: 'Power-cycle or set PoE on a switch port',
    body: rules.portCommandValidator,
    response: json(deviceSchema),
    errors: COMMAND_ERRORS,
  })

  api.get(at('/clients'), [Clients, 'index'], {
    access: read,
    summary: 'Connected clients',
    query: rules.listClientsValidator,
    response: json(page(clientSchema)),
  })
  api.patch(at('/clients/:mac'), [Clients, 'update'], {
    access: update,
    summary: 'Name a client or reserve its IP',
    body: rules.updateClientValidator,
    response: json(clientSchema),
    errors: ['E_RESERVED_CLIENT_EXISTS', ...COMMAND_ERRORS],
  })

  api.get(at('/devicegroups'), [DeviceGroups, 'index'], {
    access: read,
    summary: 'Device groups with their health',
    response: json(dataList(deviceGroupSchema)),
  })
  api.post(at('/devicegroups'), [DeviceGroups, 'store'], {
    idempotent: true,
    access: update,
    summary: 'Create a device group',
    body: rules.deviceGroupValidator,
    response: created(deviceGroupSchema),
  })
  api.get(at('/devicegroups/:groupId'), [DeviceGroups, 'show'], {
    access: read,
    summary: 'A device group',
    response: json(deviceGroupSchema),
  })
  api.patch(at('/devicegroups/:groupId'), [DeviceGroups, 'update'], {
    access: update,
    summary: 'Change a device group',
    body: rules.deviceGroupValidator,
    response: json(deviceGroupSchema),
  })
  api.delete(at('/devicegroups/:groupId'), [DeviceGroups, 'destroy'], {
    access: update,
    summary: 'Delete a device group',
    response: NO_CONTENT,
  })
}
