import type { GuestVisit } from '#core/portal/sign_in/guest_visit'

/**
 * The made-up device of the sample page (`/peplinkportaltest`): locally administered MACs (second hex digit 2), which
 * no manufacturer assigns, so the sample can never be confused with a real guest's device.
 */
export const SAMPLE_VISIT: GuestVisit = {
  mac: '02:00:5e:10:00:01',
  apMac: '02:00:5e:10:00:02',
  ssid: 'Guest WiFi',
  originalUrl: 'http://example.com/',
}
