import env from '#start/env'
import { AppException } from '#kernel/exceptions/app_exception'

export interface SmsAccount {
  /** Base URL of the Messages API: https://api.twilio.com, or the local simulator. */
  apiUrl: string
  accountSid: string
  authToken: string
  /** The sender number or alphanumeric id. */
  from: string
}

const SEND_TIMEOUT_MS = 8_000
let account: SmsAccount | null | undefined

/** The account in use: the one set by `useSmsAccount` (demo mode, tests), else the SMS_* environment. */
export function smsAccount(): SmsAccount | null {
  if (account !== undefined) return account
  const [apiUrl, accountSid, authToken, from] = [
    env.get('SMS_API_URL'),
    env.get('SMS_ACCOUNT_SID'),
    env.get('SMS_AUTH_TOKEN'),
    env.get('SMS_FROM'),
  ]
  return apiUrl && accountSid && authToken && from ? { apiUrl, accountSid, authToken, from } : null
}

/** Points SMS at another account (the in-process simulator of the demo, or a test's); null turns SMS off. */
export function useSmsAccount(next: SmsAccount | null | undefined) {
  account = next
}

export function smsAvailable() {
  return smsAccount() !== null
}

/**
 * Sends one text through the Twilio Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded,
 * HTTP Basic with the account SID and auth token). Any failure is a 503 to the caller: a code that did not leave
 * must not be reported as sent.
 */
export async function sendSms(to: string, body: string) {
  const current = smsAccount()
  if (!current) throw new AppException(503, 'E_SMS_UNAVAILABLE')
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(current.accountSid)}/Messages.json`,
    current.apiUrl
  )
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'authorization': `Basic ${Buffer.from(`${current.accountSid}:${current.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: current.from, Body: body }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    const answer = (await response.json().catch(() => null)) as { sid?: string } | null
    if (response.status !== 201 || !answer?.sid)
      throw new Error(`SMS API answered ${response.status}`)
    return answer.sid
  } catch (error) {
    if (error instanceof AppException) throw error
    throw new AppException(503, 'E_SMS_UNAVAILABLE')
  }
}
