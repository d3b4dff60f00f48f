import type { ApiBody, ApiResponse } from '@airdeck/api-types'

/**
 * Short names for the network and controller answers, all from the generated @airdeck/api-types (the route
 * declarations in core/network/network_schemas.ts and core/controllers/controller_schemas.ts describe them).
 */
export type NetworkOverview = ApiResponse<'GET /rest/locations/{id}/network'>
export type NetworkStatus = NetworkOverview['status']
export type ControllerCapability = NetworkOverview['capabilities'][number]
export type ControllerStatus = ControllerView['status']
export type NetworkWarning = NetworkOverview['warnings'][number]
export type FailoverService = NonNullable<NetworkOverview['restrictedTo']>[number]
export type WlanView = ApiResponse<'GET /rest/locations/{id}/network/wlans'>['data'][number]
export type WlanSecurity = WlanView['security']

export type DeviceView = ApiResponse<'GET /rest/locations/{id}/network/devices/{deviceId}'>
export type DeviceKind = DeviceView['kind']
export type DeviceState = DeviceView['state']
export type DevicePortView = DeviceView['ports'][number]
export type PoeMode = NonNullable<DevicePortView['poe']>['mode']
export type PortCommand = ApiBody<'POST /rest/locations/{id}/network/devices/{deviceId}/port'>

export type ClientPage = ApiResponse<'GET /rest/locations/{id}/network/clients'>
export type ClientView = ClientPage['data'][number]
export type SignalQuality = NonNullable<ClientView['signal']>

export type DeviceGroupView = ApiResponse<'GET /rest/locations/{id}/network/devicegroups/{groupId}'>
export type PpskKeys = ApiResponse<'GET /rest/locations/{id}/network/ppsk'>
export type PpskKeyView = PpskKeys['data'][number]
export type CreatedPpskKeyView = ApiResponse<'POST /rest/locations/{id}/network/ppsk'>
export type SubnetView =
  ApiResponse<'GET /rest/locations/{id}/network/settings/subnets'>['data'][number]
export type PortProfileView =
  ApiResponse<'GET /rest/locations/{id}/network/settings/profiles'>['data'][number]
export type NetworkEventPage = ApiResponse<'GET /rest/locations/{id}/network/history'>
export type NetworkEventView = NetworkEventPage['data'][number]

export type ControllerPage = ApiResponse<'GET /rest/controllers'>
export type ControllerView = ApiResponse<'GET /rest/controllers/{id}'>
export type SyncSummary = ApiResponse<'POST /rest/controllers/{id}/sync'>
export type ControllerSiteView = ApiResponse<'GET /rest/controllers/{id}/sites'>['data'][number]
