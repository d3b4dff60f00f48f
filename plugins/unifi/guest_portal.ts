import type { GuestPortalDefinition } from '#core/plugins/define_plugin'

/**
 * The external portal (vendors.md §6.1): the AP sends the guest to `/guest/s/{site}/?ap=&id=&t=&url=&ssid=` and our
 * server authorizes the MAC (`authorizeGuest`). For the demo, the simulator's `/__sim/portal-redirect` plays the AP.
 */
export const unifiGuestPortal: GuestPortalDefinition = {
  simulatorRedirect({ simulatorUrl, siteId, mac, portalOrigin }) {
    const query = new URLSearchParams({ site: siteId, mac, portal: portalOrigin })
    return `${simulatorUrl.replace(/\/+$/, '')}/__sim/portal-redirect?${query}`
  },
}
