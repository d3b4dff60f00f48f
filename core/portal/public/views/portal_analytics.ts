import type { ExtraSources } from '#core/public_pages/public_page'
import type { PortalSettings } from '#core/portal/portal_settings'

const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/
const PIXEL_ID = /^\d{8,20}$/

/**
 * The hosts each tag needs, as Google's and Meta's CSP guides list them: Tag Manager (and the GA4 tags a container
 * usually fires) and the Meta pixel. Only a portal with that id gets them, and only on its public page.
 */
const TAG_MANAGER_SOURCES: ExtraSources = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
}
const PIXEL_SOURCES: ExtraSources = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
}

// The loaders of both vendors' snippets; the container passes our nonce on to the tags it adds (nonce-aware GTM).
const tagManagerScript = (id: string) =>
  `(function(w,d,i){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});var j=d.createElement('script');j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);var n=d.currentScript&&d.currentScript.nonce;if(n)j.setAttribute('nonce',n);d.head.appendChild(j)})(window,document,${JSON.stringify(id)});`
const pixelScript = (id: string) =>
  `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${JSON.stringify(id)});fbq('track','PageView');`

/** The portal's analytics: the inline loader and the CSP hosts it needs; nothing when the portal has no ids. */
export function portalAnalytics(settings: PortalSettings): { script: string; sources: ExtraSources } {
  const { tagManagerId, pixelId } = settings.analytics
  const parts: Array<{ script: string; sources: ExtraSources }> = []
  if (TAG_MANAGER_ID.test(tagManagerId)) parts.push({ script: tagManagerScript(tagManagerId), sources: TAG_MANAGER_SOURCES })
  if (PIXEL_ID.test(pixelId)) parts.push({ script: pixelScript(pixelId), sources: PIXEL_SOURCES })
  const merge = (kind: keyof ExtraSources) => parts.flatMap((part) => part.sources[kind] ?? [])
  return { script: parts.map((part) => part.script).join('\n'), sources: { script: merge('script'), img: merge('img'), connect: merge('connect') } }
}
