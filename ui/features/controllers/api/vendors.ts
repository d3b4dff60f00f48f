/** Controller plugins the add form offers (config/plugins.ts enables them on the server). */
export const CONTROLLER_VENDORS = [{ id: 'unifi', name: 'UniFi' }] as const
