import QRCode from 'qrcode'
import type User from '#core/users/models/user'
import UserTwoFactor from '#core/auth/two_factor/models/user_two_factor'
import { totpUri } from '#core/auth/two_factor/services/totp'
import { AppException } from '#kernel/exceptions/app_exception'

const ISSUER = 'Airdeck'

/**
 * The QR code of a pending authenticator set-up, with the key for typing it in by hand. Only while pending: once
 * confirmed the seed never leaves the server again.
 */
export async function pendingQrCode(user: User) {
  const factor = await UserTwoFactor.find(user.id)
  if (!factor || factor.isConfirmed || factor.method !== 'totp' || !factor.totpSecret)
    throw new AppException(409, 'E_TWO_FACTOR_NOT_PENDING')
  const url = totpUri(factor.totpSecret, ISSUER, user.email)
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
  return { svg, url, secret: factor.totpSecret }
}
