import type { GuestPortalDefinition } from '#core/plugins/define_plugin'

/**
 * The external portal (vendors.md §6.2): the controller sends the guest to our `/guest?clientMac=&apMac=|gatewayMac=
 * &site=<site name>&…` and our server authorizes the MAC (`authorizeGuest`, through the hotspot operator when one is
 * configured). For the demo, the simulator's `/__sim/portal-redirect` plays the controller.
 */
export const omadaGuestPortal: GuestPortalDefinition = {
  simulatorRedirect({ simulatorUrl, siteId, mac, portalOrigin }) {
    const query = new URLSearchParams({
      site: siteId,
      clientMac: mac,
      portal: `${portalOrigin}/guest`,
    })
    return `${simulatorUrl.replace(/\/+$/, '')}/__sim/portal-redirect?${query}`
  },
}
