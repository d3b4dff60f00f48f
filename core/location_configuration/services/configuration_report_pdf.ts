import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { printable } from '#core/locations/services/location_label'

const PAGE: [number, number] = [595.28, 841.89]
const MARGIN = 48
const VALUE_X = 250
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.4, 0.42, 0.46)
const BAD = rgb(0.7, 0.1, 0.1)

type Report = Record<string, any>

interface Venue {
  name: string
  address: string | null
  city: string | null
  timezone: string
}

/**
 * The configuration report of a venue (spec §3) as an A4 PDF in the customer's language: every field, and for the
 * facts read from the controller whether they were checked live, could not be read, or are the installer's word.
 */
export async function configurationReportPdf(venue: Venue, report: Report, language: string) {
  const i18n = i18nManager.locale(language)
  const t = (key: string, data?: Record<string, unknown>) =>
    i18n.t(`location_configuration.pdf.${key}`, data as any)
  const pdf = await PDFDocument.create()
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  pdf.setTitle(`${t('title')} - ${printable(fonts.regular, venue.name)}`)
  pdf.setCreator('Airdeck')
  const page = pdf.addPage(PAGE)
  let y = PAGE[1] - MARGIN
  const write = (
    text: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: any } = {}
  ) => draw(page, fonts, text, x, y, options)

  write(t('title'), MARGIN, { size: 22, bold: true })
  y -= 26
  write(venue.name, MARGIN, { size: 13 })
  y -= 16
  const place = [venue.address, venue.city].filter(Boolean).join(', ')
  if (place) {
    write(place, MARGIN, { color: MUTED })
    y -= 14
  }
  const completed = DateTime.fromISO(report.completedAt)
    .setZone(venue.timezone)
    .setLocale(language)
    .toLocaleString(DateTime.DATETIME_MED)
  write(t('completed', { date: completed }), MARGIN, { color: MUTED })
  y -= 30

  const yes = (value: boolean) => t(value ? 'yes' : 'no')
  const rows: Array<[string, string, boolean?]> = [
    [t('config_type'), t(`config_types.${report.configType}`)],
    [t('vendors'), (report.vendors ?? []).join(', ')],
    [t('controller'), `${report.controller ?? ''} · ${report.site ?? ''}`],
    [t('config_file'), report.configFile ?? t('none')],
    [t('devices'), t('device_counts', report.devices)],
    [t('sim_present'), yes(report.simPresent)],
    [t('internet_type'), t(`internet_types.${report.internetType}`)],
    [t('fritzbox_present'), yes(report.fritzboxPresent)],
    [t('pppoe'), yes(report.pppoe)],
    [t('vlans'), yes(report.vlans)],
    [t('option138'), yes(report.option138)],
    [t('option43'), yes(report.option43)],
    [t('wifi_check'), yes(report.wifiCheck)],
    [t('guest_portal'), yes(report.guestPortal)],
    [t('wlans'), (report.wlanNames ?? []).join(', ')],
  ]
  for (const [field, check] of [
    ['devices_adopted', report.devicesAdopted],
    ['sites_linked', report.sitesCreatedAndLinked],
    ['wlans_present', report.wlansPresent],
  ] as const)
    rows.push([
      t(field),
      t(`checks.${check?.result ?? 'declared'}`),
      check?.result === 'unreadable',
    ])

  for (const [label, value, warn] of rows) {
    write(label, MARGIN, { color: MUTED })
    write(value, VALUE_X, { color: warn ? BAD : INK })
    y -= 16
  }
  if (report.overrideReason) {
    y -= 10
    write(t('override', { reason: report.overrideReason }), MARGIN, { color: BAD })
  }
  y -= 24
  write(t('footer'), MARGIN, { size: 8, color: MUTED })
  return Buffer.from(await pdf.save())
}

function draw(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  text: string,
  x: number,
  y: number,
  options: { size?: number; bold?: boolean; color?: any }
) {
  const font = options.bold ? fonts.bold : fonts.regular
  const size = options.size ?? 10
  let line = printable(font, text)
  const room = PAGE[0] - MARGIN - x
  while (line.length > 1 && font.widthOfTextAtSize(line, size) > room)
    line = line.slice(0, -2) + '…'
  page.drawText(line, { x, y, size, font, color: options.color ?? INK })
}
