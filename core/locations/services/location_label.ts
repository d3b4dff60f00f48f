import i18nManager from '@adonisjs/i18n/services/main'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type Location from '#core/locations/models/location'
import { locationQrPng, statusAskUrl, statusPageUrl } from '#core/locations/services/location_qr'
import { formatStatusCode } from '#core/status_pages/status_code'

export type LabelKind = 'label' | 'public'

/** Label: A6 to stick on the router. Public: A5 sign for guests on a wall or counter. */
const SIZES: Record<LabelKind, [number, number]> = {
  label: [297.64, 419.53],
  public: [419.53, 595.28],
}
const LANGUAGES = ['nl', 'en', 'fr', 'de']

/** Letters without a decomposition to a plain one. */
const PLAIN: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' }

/** The standard PDF fonts only draw WinAnsi; anything else becomes its closest plain letter. */
export function printable(font: PDFFont, text: string) {
  return [...text]
    .map((char) => {
      try {
        font.encodeText(char)
        return char
      } catch {
        const plain = PLAIN[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
        try {
          font.encodeText(plain)
          return plain
        } catch {
          return '?'
        }
      }
    })
    .join('')
}

/** Splits text into lines that fit the width. */
export function wrap(font: PDFFont, text: string, size: number, width: number) {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

function centered(page: PDFPage, font: PDFFont, text: string, size: number, y: number) {
  const width = page.getWidth()
  page.drawText(text, {
    x: (width - font.widthOfTextAtSize(text, size)) / 2,
    y,
    size,
    font,
    color: rgb(0.1, 0.1, 0.12),
  })
}

/**
 * A printable PDF with the venue name, the QR code of its status page and
 * short instructions in the location's language (its customer's language).
 */
export async function locationLabelPdf(location: Location, language: string, kind: LabelKind) {
  const t = (key: string, data?: Record<string, string>) =>
    i18nManager
      .locale(LANGUAGES.includes(language) ? language : 'en')
      .t(`locations.print.${key}`, data)
  const pdf = await PDFDocument.create()
  const title = location.venueName || location.name
  pdf.setTitle(title)
  pdf.setCreator('Airdeck')
  const [width, height] = SIZES[kind]
  const page = pdf.addPage([width, height])
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const margin = 24
  const big = kind === 'public' ? 26 : 18
  const small = kind === 'public' ? 12 : 9

  let y = height - margin - big
  for (const line of wrap(bold, printable(bold, title), big, width - 2 * margin)) {
    centered(page, bold, line, big, y)
    y -= big * 1.2
  }
  const qr = await pdf.embedPng(await locationQrPng(location.publicId))
  const qrSize = Math.min(width - 2 * margin, y - margin - small * 12)
  y -= qrSize + 4
  page.drawImage(qr, { x: (width - qrSize) / 2, y, width: qrSize, height: qrSize })
  // The short code under the QR code, for staff who type it on /status instead of scanning.
  y -= small * 1.8
  centered(page, bold, t('code', { code: formatStatusCode(location.statusCode) }), small * 1.4, y)
  y -= small * 1.4
  for (const line of wrap(
    regular,
    printable(regular, t('type_code', { url: statusAskUrl() })),
    small * 0.9,
    width - 2 * margin
  )) {
    centered(page, regular, line, small * 0.9, y)
    y -= small * 1.2
  }
  y -= small * 0.6
  for (const key of kind === 'public'
    ? ['scan_public', 'support_public']
    : ['scan_label', 'support_label']) {
    for (const line of wrap(regular, printable(regular, t(key)), small, width - 2 * margin)) {
      centered(page, regular, line, small, y)
      y -= small * 1.3
    }
  }
  centered(
    page,
    regular,
    printable(regular, statusPageUrl(location.publicId)),
    small * 0.8,
    Math.max(margin / 2, y - small * 0.4)
  )
  return Buffer.from(await pdf.save({ useObjectStreams: false }))
}
