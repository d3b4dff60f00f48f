import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const Network = () => import('#core/network/controllers/network_controller')
const Devices = () => import('#core/network/controllers/network_devices_controller')
const Clients = () => import('#core/network/controllers/network_clients_controller')
const Wlans = () => import('#core/network/controllers/network_wlans_controller')
const DeviceGroups = () => import('#core/network/controllers/device_groups_controller')

/** A venue's network (network_api_types.ts): reads from the snapshot, writes through the controller. */
export function networkRoutes() {
  router
    .group(() => {
      router.get('/', [Network, 'show'])
      router.put('/controller', [Network, 'bind'])
      router.delete('/controller', [Network, 'unbind'])
      router.post('/commands/reboot', [Network, 'reboot'])
      router.get('/settings/subnets', [Network, 'subnets'])
      router.get('/settings/profiles', [Network, 'profiles'])
      router.get('/history', [Network, 'history'])

      router.get('/wlans', [Wlans, 'index'])
      router.patch('/wlans', [Wlans, 'updateAll'])
      router.patch('/wlans/:wlanId', [Wlans, 'update'])

      router.get('/devices', [Devices, 'index'])
      router.get('/devices/:deviceId', [Devices, 'show'])
      router.patch('/devices/:deviceId', [Devices, 'update'])
      router.post('/devices/:deviceId/reboot', [Devices, 'reboot'])
      router.post('/devices/:deviceId/port', [Devices, 'port'])

      router.get('/clients', [Clients, 'index'])
      router.patch('/clients/:mac', [Clients, 'update'])

      router.get('/devicegroups', [DeviceGroups, 'index'])
      router.post('/devicegroups', [DeviceGroups, 'store'])
      router.get('/devicegroups/:groupId', [DeviceGroups, 'show'])
      router.patch('/devicegroups/:groupId', [DeviceGroups, 'update'])
      router.delete('/devicegroups/:groupId', [DeviceGroups, 'destroy'])
    })
    .prefix('/locations/:id/network')
    .use(middleware.auth())
}
