import { DateTime } from 'luxon'
import i18nManager from '@adonisjs/i18n/services/main'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { printable } from '#core/locations/services/location_label'

/** A4 portrait, 2 × 5 cards: big enough to read the code, small enough to cut with scissors. */
const PAGE: [number, number] = [595.28, 841.89]
const MARGIN = 28
const COLUMNS = 2
const ROWS = 5
const PADDING = 12
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.35, 0.38, 0.42)

export interface VoucherSheet {
  venue: string
  ssid: string | null
  codes: string[]
  durationMinutes: number
  maxUses: number
  expiresAt: Date | null
  timezone: string
  language: string
}

/** "2 hours", "3 days", "90 minutes": the largest unit that divides the duration. */
function durationText(t: (key: string, data?: Record<string, unknown>) => string, minutes: number) {
  if (minutes % 1440 === 0) return t('days', { count: minutes / 1440 })
  if (minutes % 60 === 0) return t('hours', { count: minutes / 60 })
  return t('minutes', { count: minutes })
}

function fitted(font: PDFFont, text: string, size: number, width: number) {
  let line = printable(font, text)
  if (font.widthOfTextAtSize(line, size) <= width) return line
  while (line.length > 1 && font.widthOfTextAtSize(`${line}...`, size) > width)
    line = line.slice(0, -1)
  return `${line}...`
}

/**
 * A printable A4 sheet of cut-out voucher cards (dashed cut lines): the venue, its guest WiFi when known, the code in
 * a typewriter font, how long it lets a guest in, how often, and until when. Text in the sheet's language.
 */
export async function voucherSheetPdf(sheet: VoucherSheet) {
  const i18n = i18nManager.locale(sheet.language)
  const t = (key: string, data?: Record<string, unknown>) =>
    i18n.t(`guest_access.voucher_sheet.${key}`, data as any)
  const pdf = await PDFDocument.create()
  pdf.setTitle(
    `${printable(await pdf.embedFont(StandardFonts.Helvetica), sheet.venue)} - ${t('title')}`
  )
  pdf.setCreator('Airdeck')
  const fonts = {
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    code: await pdf.embedFont(StandardFonts.CourierBold),
  }
  const expiry = sheet.expiresAt
    ? DateTime.fromJSDate(sheet.expiresAt)
        .setZone(sheet.timezone)
        .setLocale(sheet.language)
        .toLocaleString(DateTime.DATE_SHORT)
    : null
  const lines = [
    t('valid_for', { duration: durationText(t, sheet.durationMinutes) }),
    sheet.maxUses > 1 ? t('uses', { count: sheet.maxUses }) : null,
    expiry ? t('until', { date: expiry }) : null,
  ].filter((line): line is string => line !== null)
  const card = {
    venue: sheet.venue,
    wifi: sheet.ssid ? t('wifi', { ssid: sheet.ssid }) : null,
    lines,
    howTo: t('how_to'),
  }

  const perPage = COLUMNS * ROWS
  if (sheet.codes.length === 0) {
    const page = pdf.addPage(PAGE)
    page.drawText(printable(fonts.regular, t('none_left')), {
      x: MARGIN,
      y: PAGE[1] - MARGIN - 14,
      size: 14,
      font: fonts.regular,
      color: INK,
    })
  }
  for (let start = 0; start < sheet.codes.length; start += perPage) {
    const page = pdf.addPage(PAGE)
    sheet.codes
      .slice(start, start + perPage)
      .forEach((code, index) => drawCard(page, fonts, index, { ...card, code }))
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }))
}

type Fonts = { bold: PDFFont; regular: PDFFont; code: PDFFont }
type Card = { venue: string; wifi: string | null; lines: string[]; howTo: string; code: string }

function drawCard(page: PDFPage, fonts: Fonts, index: number, card: Card) {
  const width = (PAGE[0] - 2 * MARGIN) / COLUMNS
  const height = (PAGE[1] - 2 * MARGIN) / ROWS
  const x = MARGIN + (index % COLUMNS) * width
  const top = PAGE[1] - MARGIN - Math.floor(index / COLUMNS) * height
  page.drawRectangle({
    x,
    y: top - height,
    width,
    height,
    borderColor: MUTED,
    borderWidth: 0.6,
    borderDashArray: [4, 3],
  })
  const inner = width - 2 * PADDING
  let y = top - PADDING - 12
  const text = (value: string, font: PDFFont, size: number, color = INK) => {
    page.drawText(fitted(font, value, size, inner), { x: x + PADDING, y, size, font, color })
    y -= size * 1.45
  }
  text(card.venue, fonts.bold, 12)
  if (card.wifi) text(card.wifi, fonts.regular, 9.5, MUTED)
  y -= 8
  text(card.code, fonts.code, 24)
  y -= 2
  for (const line of card.lines) text(line, fonts.regular, 9.5)
  y = top - height + PADDING
  page.drawText(fitted(fonts.regular, card.howTo, 7.5, inner), {
    x: x + PADDING,
    y,
    size: 7.5,
    font: fonts.regular,
    color: MUTED,
  })
}
