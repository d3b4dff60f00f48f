import QRCode from 'qrcode'
import { statusPageUrl } from '#core/locations/services/location_qr'
import { html, trustedHtml } from '#core/public_pages/html'
import { renderPublicPage } from '#core/public_pages/public_page'
import { publicTranslator } from '#core/public_pages/public_language'
import type { PublicBrand } from '#core/public_pages/public_brand'
import type { PublicStatus } from '#core/status_pages/queries/public_status'
import { STATUS_PAGE_STYLES } from '#core/status_pages/views/status_page_styles'
import { STATUS_REFRESH_SCRIPT } from '#core/status_pages/views/status_refresh_script'

/** The public address of a status page (the QR label's target): /status/{public id}, for venues, customers and groups. */
export const publicStatusUrl = statusPageUrl

/** A page's QR code never changes and costs more to draw than the rest of the page: kept for the busiest pages. */
const qrCodes = new Map<string, string>()
const QR_CODES_KEPT = 1000

async function qrSvg(publicId: string) {
  // By address, not id: without APP_URL the address follows the host the page was opened on.
  const url = publicStatusUrl(publicId)
  let svg = qrCodes.get(url)
  if (svg === undefined) {
    svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    if (qrCodes.size >= QR_CODES_KEPT) qrCodes.delete(qrCodes.keys().next().value!)
    qrCodes.set(url, svg)
  }
  return svg
}

/** Date formatters by language and time zone: building one costs more than using it many times. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatWhen(iso: string | null, template: string, lang: string, timeZone: string) {
  if (!iso) return ''
  const key = `${lang}|${timeZone}`
  let format = formatters.get(key)
  if (!format)
    formatters.set(
      key,
      (format = new Intl.DateTimeFormat(lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone,
      }))
    )
  return template.replace('{time}', format.format(new Date(iso)))
}

function row(dot: string, name: string, what: string, since: string) {
  return html`<li><span class="dot ${dot}"></span><span class="name">${name}</span><span class="what">${what}${since && html`<br><small class="muted">${since}</small>`}</span></li>`
}

/**
 * The whole status page for one status (public or, with `preview`, the designer's draft): complete without
 * JavaScript; the refresh script is left out of previews.
 */
export async function renderStatusPage(
  status: PublicStatus,
  options: { brand: PublicBrand; nonce: string; preview?: boolean }
) {
  const t = publicTranslator(status.lang)
  const since = t('status.since', { time: '{time}' })
  const checked = t('status.checked', { time: '{time}' })
  const when = (iso: string | null, template: string) =>
    formatWhen(iso, template, status.lang, status.time_zone)
  const qr = await qrSvg(status.public_id)
  const isVenue = status.kind === 'location'

  const body = html`<main class="page state-${status.state}" data-state-root>
<header class="page-header">${status.logo_url && html`<img src="${status.logo_url}" alt="">`}<h1>${status.name}</h1></header>
${options.preview && html`<p class="banner" role="note">${t('status.preview_banner')}</p>`}
<section class="card headline" aria-live="polite" aria-labelledby="headline">
<p class="title" id="headline" data-field="headline">${status.headline}</p>
<p class="detail" data-field="detail">${status.detail}</p>
<p class="muted"><span data-field="since">${when(status.last_changed_at, since)}</span> <span data-field="checked">${when(status.checked_at, checked)}</span></p>
</section>
${status.notice && html`<section class="card notice">${status.notice}</section>`}
${
  isVenue
    ? html`<section class="card"${status.device_groups.length ? '' : trustedHtml(' hidden')}><h2>${t('status.groups_title')}</h2><ul class="rows" data-list="groups">${status.device_groups.map((group) => row(group.health, group.name, group.health_label, when(group.last_changed_at, since)))}</ul></section>`
    : html`<section class="card"${status.venues.length ? '' : trustedHtml(' hidden')}><h2>${t('status.venues_title')}</h2><ul class="rows" data-list="venues">${status.venues.map((venue) => row(venue.state, venue.name, venue.headline, when(venue.last_changed_at, since)))}</ul></section>`
}
<section class="card">
<h2>${t('status.support_title')}</h2>
<div class="support"><div><p>${status.support.text}</p><p class="muted" data-field="support-open">${status.support.open_text}</p></div>
<figure class="qr">${trustedHtml(qr)}<figcaption>${t('status.qr_label')}</figcaption></figure></div>
${status.buttons.length > 0 && html`<div class="buttons">${status.buttons.map((button) => html`<a class="button" href="${button.href}" rel="noopener noreferrer">${button.label}${button.kind !== 'ticket' && html`<small>${button.value}</small>`}</a>`)}</div>`}
</section>
<p class="muted">${t('status.refresh_note')}</p>
</main>`

  return renderPublicPage({
    lang: status.lang,
    title: `${status.name} – ${t('status.title')}`,
    brand: options.brand,
    nonce: options.nonce,
    body,
    styles: STATUS_PAGE_STYLES,
    script: options.preview ? undefined : STATUS_REFRESH_SCRIPT,
    data: {
      'public-id': status.public_id,
      'lang': status.lang,
      'time-zone': status.time_zone,
      'refresh': status.refresh_seconds,
      'since': since,
      'checked': checked,
    },
    languageLabel: options.preview ? undefined : t('language'),
    footer: html`<span>${t('status.powered_by', { brand: options.brand.name })}</span>`,
  })
}
