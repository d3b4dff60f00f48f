import QRCode from 'qrcode'
import { appUrl } from '#config/app'

/** The public status page of a location (spec §2: /status/{id}), which the QR code opens. */
export function statusPageUrl(locationId: number) {
  return `${appUrl}/status/${locationId}`
}

/** A PNG QR code for the location's status page. */
export function locationQrPng(locationId: number, width = 512) {
  return QRCode.toBuffer(statusPageUrl(locationId), { type: 'png', errorCorrectionLevel: 'M', margin: 2, width })
}
