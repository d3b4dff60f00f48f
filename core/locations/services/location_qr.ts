import QRCode from 'qrcode'
import { publicUrl } from '#kernel/http/public_url'

/** The public status page of a location (spec §2: /status/{id}, by its unguessable public id), which the QR code opens. */
export function statusPageUrl(publicId: string) {
  return `${publicUrl()}/status/${publicId}`
}

/** The page that asks for a venue's short code (printed on the label for those who type it). */
export function statusAskUrl() {
  return `${publicUrl()}/status`
}

/** A PNG QR code for the location's status page. */
export function locationQrPng(publicId: string, width = 512) {
  return QRCode.toBuffer(statusPageUrl(publicId), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width,
  })
}
