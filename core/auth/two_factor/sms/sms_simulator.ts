import { randomBytes } from 'node:crypto'
import { startSimServer, type SimServer } from '#core/plugins/simulator_kit/sim_server'
import { ApiKeyFaults } from '#core/plugins/simulator_kit/sim_key_faults'
import { json, type SimRequest, type SimResponse } from '#core/plugins/simulator_kit/sim_http'

export interface SentSms {
  sid: string
  to: string
  from: string
  body: string
  dateCreated: string
}

export interface SmsSimulator extends SimServer {
  readonly accountSid: string
  readonly authToken: string
  /** Texts accepted, oldest first (also at GET /__sim/messages). */
  readonly messages: SentSms[]
}

const E164 = /^\+[1-9]\d{6,14}$/

/**
 * The Twilio Messages API as far as sending goes: HTTP Basic with the account SID and auth token, a form-encoded
 * To/From/Body, 201 with the message resource, and Twilio's error bodies (20003 authenticate, 21211 invalid To,
 * 21602 body required, 20404 unknown resource).
 */
export async function startSmsSimulator(
  options: { port?: number; host?: string; tls?: boolean } = {}
): Promise<SmsSimulator> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`
  const authToken = randomBytes(16).toString('hex')
  const messages: SentSms[] = []
  const faults = new ApiKeyFaults()

  const vendor = (request: SimRequest): SimResponse => {
    const match = request.path.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/)
    if (!match || request.method !== 'POST')
      return twilioError(404, 20404, 'The requested resource was not found')
    const [user, password] = Buffer.from(
      String(request.headers.authorization ?? '').replace(/^Basic /, ''),
      'base64'
    )
      .toString()
      .split(':')
    if (
      faults.keyRefused ||
      user !== accountSid ||
      password !== authToken ||
      match[1] !== accountSid
    ) {
      return twilioError(401, 20003, 'Authenticate')
    }
    const { To: to, From: from, Body: body } = (request.body ?? {}) as Record<string, string>
    if (!to || !E164.test(to))
      return twilioError(400, 21211, `The 'To' number ${to ?? ''} is not a valid phone number.`)
    if (!body) return twilioError(400, 21602, 'Message body is required.')
    const message = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to,
      from,
      body,
      dateCreated: new Date().toUTCString(),
    }
    messages.push(message)
    return json(201, {
      sid: message.sid,
      account_sid: accountSid,
      to,
      from,
      body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      date_created: message.dateCreated,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
    })
  }

  const server = await startSimServer({
    name: 'sms',
    tls: options.tls ?? false,
    host: options.host ?? '127.0.0.1',
    port: options.port ?? 0,
    faults,
    vendor,
    control: (request) =>
      request.method === 'GET' && request.path === '/__sim/messages'
        ? json(200, messages)
        : undefined,
    failure: (status) => twilioError(status, 20500, 'An internal server error has occurred'),
  })
  return Object.assign(server, { accountSid, authToken, messages })
}

function twilioError(status: number, code: number, message: string): SimResponse {
  return json(status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  })
}
