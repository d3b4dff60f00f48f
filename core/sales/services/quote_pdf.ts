import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { printable } from '#core/locations/services/location_label'
import type SalesConfig from '#core/sales/models/sales_config'
import { SALES_ZONE } from '#core/sales/services/sales_period'

const PAGE: [number, number] = [595.28, 841.89]
const MARGIN = 48
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.4, 0.42, 0.46)
const COLUMNS = { description: MARGIN, quantity: 330, oneOff: 420, monthly: PAGE[0] - MARGIN }

type Fonts = { regular: PDFFont; bold: PDFFont }

/** Amounts as people read them in the quote's language (decimal comma in nl/fr/de). */
function money(cents: number, currency: string, language: string) {
  return new Intl.NumberFormat(language, { style: 'currency', currency })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, ' ')
}

/**
 * The quote of a configuration calculation as an A4 PDF in the reader's language: what was asked, every line with
 * its quantity, one-off and monthly amount, and the totals (MRR and one-off), excluding VAT.
 */
export async function quotePdf(config: SalesConfig, language: string) {
  const i18n = i18nManager.locale(language)
  const t = (key: string, data?: Record<string, unknown>) =>
    i18n.t(`sales.quote.${key}`, data as any)
  const pdf = await PDFDocument.create()
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  pdf.setTitle(`${t('title')} - ${printable(fonts.regular, config.title)}`)
  pdf.setCreator('Airdeck')
  const page = pdf.addPage(PAGE)
  const amount = (cents: number) => money(cents, config.currency, language)
  let y = PAGE[1] - MARGIN

  const text = (
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; color?: typeof INK; right?: boolean } = {}
  ) => {
    const font = options.bold ? fonts.bold : fonts.regular
    const size = options.size ?? 10
    const line = printable(font, value)
    const left = options.right ? x - font.widthOfTextAtSize(line, size) : x
    page.drawText(line, { x: left, y, size, font, color: options.color ?? INK })
  }

  text(t('title'), MARGIN, { size: 22, bold: true })
  y -= 26
  text(config.title, MARGIN, { size: 13 })
  y -= 16
  const date = DateTime.fromJSDate(config.updatedAt.toJSDate())
    .setZone(SALES_ZONE)
    .setLocale(language)
    .toLocaleString(DateTime.DATE_FULL)
  text(t('date', { date, number: config.id }), MARGIN, { color: MUTED })
  y -= 30

  const yes = (value: boolean) => t(value ? 'yes' : 'no')
  const asked = [
    [t('venues'), String(config.venues)],
    [t('devices'), String(config.devices)],
    [t('connections'), String(config.connections)],
    [t('plan'), t('plan_value', { plan: config.plan, suggested: config.suggestedPlan })],
    [t('install'), t(`install_categories.${config.installCategory}`)],
    [t('peplink_licence'), yes(config.peplinkLicence)],
    [t('fixed_ip'), yes(config.fixedIp)],
    [
      t('max_one_off'),
      config.maxOneOffCents === null ? t('no_limit') : amount(config.maxOneOffCents),
    ],
  ]
  for (const [label, value] of asked) {
    text(label, MARGIN, { color: MUTED })
    text(value, 220)
    y -= 15
  }
  y -= 15

  drawRow(page, fonts, y, [t('line'), t('quantity'), t('one_off'), t('monthly')], true)
  y -= 6
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: PAGE[0] - MARGIN, y },
    thickness: 0.6,
    color: MUTED,
  })
  y -= 16
  for (const line of config.breakdown.lines) {
    const label = line.name
      ? `${t(`lines.${line.key}`)}: ${line.name}`
      : t(`lines.${line.key}`, { months: config.breakdown.financingMonths })
    drawRow(
      page,
      fonts,
      y,
      [
        label,
        String(line.quantity),
        line.oneOffCents ? amount(line.oneOffCents) : '',
        line.monthlyCents ? amount(line.monthlyCents) : '',
      ],
      false
    )
    y -= 16
  }
  y -= 4
  page.drawLine({
    start: { x: MARGIN, y: y + 10 },
    end: { x: PAGE[0] - MARGIN, y: y + 10 },
    thickness: 0.6,
    color: MUTED,
  })
  drawRow(
    page,
    fonts,
    y - 6,
    [t('total'), '', amount(config.oneOffCents), amount(config.mrrCents)],
    true
  )
  y -= 40
  text(t(config.breakdown.hardware === 'bought' ? 'hardware_bought' : 'hardware_rented'), MARGIN, {
    color: MUTED,
    size: 9,
  })
  y -= 14
  text(t('terms', { months: config.breakdown.financingMonths }), MARGIN, { color: MUTED, size: 9 })
  return Buffer.from(await pdf.save({ useObjectStreams: false }))
}

function drawRow(page: PDFPage, fonts: Fonts, y: number, cells: string[], bold: boolean) {
  const font = bold ? fonts.bold : fonts.regular
  const size = 10
  const [description, quantity, oneOff, monthly] = cells.map((cell) => printable(font, cell))
  let label = description
  while (label.length > 1 && font.widthOfTextAtSize(label, size) > COLUMNS.quantity - MARGIN - 12)
    label = label.slice(0, -2) + '…'
  page.drawText(printable(font, label), { x: COLUMNS.description, y, size, font, color: INK })
  page.drawText(quantity, {
    x: COLUMNS.quantity + 30 - font.widthOfTextAtSize(quantity, size),
    y,
    size,
    font,
    color: INK,
  })
  page.drawText(oneOff, {
    x: COLUMNS.oneOff + 70 - font.widthOfTextAtSize(oneOff, size),
    y,
    size,
    font,
    color: INK,
  })
  page.drawText(monthly, {
    x: COLUMNS.monthly - font.widthOfTextAtSize(monthly, size),
    y,
    size,
    font,
    color: INK,
  })
}
