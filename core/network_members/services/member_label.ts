import i18nManager from '@adonisjs/i18n/services/main'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import QRCode from 'qrcode'
import { printable } from '#core/locations/services/location_label'
import type { NetworkMemberView } from '#core/network_members/transformers/member_transformer'

/** 89 × 36 mm: the common address-label size of desk label printers, stuck on the node's case. */
const WIDTH = 252
const HEIGHT = 102
const MARGIN = 10
const LANGUAGES = ['nl', 'en', 'fr', 'de']
const INK = rgb(0.1, 0.1, 0.12)

/** A label with the node id (what support asks for on the phone), its name, network and address, and a QR of the id. */
export async function memberLabelPdf(member: NetworkMemberView, language: string) {
  const t = (key: string) =>
    i18nManager
      .locale(LANGUAGES.includes(language) ? language : 'en')
      .t(`network_members.label.${key}`)
  const pdf = await PDFDocument.create()
  pdf.setTitle(member.name ?? member.id)
  pdf.setCreator('Airdeck')
  const page = pdf.addPage([WIDTH, HEIGHT])
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const mono = await pdf.embedFont(StandardFonts.CourierBold)

  const qrSize = HEIGHT - 2 * MARGIN
  const qr = await pdf.embedPng(
    await QRCode.toBuffer(member.id, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 0,
      width: 200,
    })
  )
  page.drawImage(qr, { x: WIDTH - MARGIN - qrSize, y: MARGIN, width: qrSize, height: qrSize })

  const textWidth = WIDTH - 3 * MARGIN - qrSize
  const fit = (font: typeof regular, text: string, size: number) => {
    let line = printable(font, text)
    if (font.widthOfTextAtSize(line, size) <= textWidth) return line
    while (line.length > 1 && font.widthOfTextAtSize(`${line}...`, size) > textWidth)
      line = line.slice(0, -1)
    return `${line}...`
  }
  const lines: Array<[typeof regular, string, number]> = [
    [bold, member.name ?? t('unnamed'), 11],
    [mono, member.id, 16],
    [regular, `${t('network')}: ${member.networkName}`, 7.5],
    [regular, `${t('ip')}: ${member.ip ?? '-'}`, 7.5],
  ]
  let y = HEIGHT - MARGIN
  for (const [font, text, size] of lines) {
    y -= size * 1.25
    page.drawText(fit(font, text, size), { x: MARGIN, y, size, font, color: INK })
    y -= size * 0.35
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }))
}
