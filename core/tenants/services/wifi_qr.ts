import QRCode from 'qrcode'

/** The WiFi QR payload phones read (ZXing's format): `\ ; , : "` are escaped with a backslash. */
export function wifiPayload(ssid: string, passphrase: string) {
  return `WIFI:T:WPA;S:${escapeWifi(ssid)};P:${escapeWifi(passphrase)};;`
}

export function escapeWifi(value: string) {
  return value.replace(/[\\;,:"]/g, (char) => `\\${char}`)
}

const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const

/** A PNG as a data URL: what mails carry (the delivery turns it into an inline attachment). */
export function wifiQrPng(ssid: string, passphrase: string) {
  return QRCode.toDataURL(wifiPayload(ssid, passphrase), { ...OPTIONS, width: 240 })
}

/** The same as SVG markup: small and sharp on the tenant's page. */
export function wifiQrSvg(ssid: string, passphrase: string) {
  return QRCode.toString(wifiPayload(ssid, passphrase), { ...OPTIONS, type: 'svg' })
}
