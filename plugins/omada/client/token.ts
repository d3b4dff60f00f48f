import type { PluginHttp } from '#core/plugins/define_plugin'
import { ControllerAuthError, ControllerUnexpectedError } from '#core/plugins/plugin_errors'
import type { OmadaSettings } from '../settings.js'
import { isTokenError, readEnvelope, snippet } from './envelope.js'

export interface OmadaToken {
  accessToken: string
  /** Single use, 14 days (vendors.md §3.2). */
  refreshToken: string | null
  /** ms since epoch. */
  expiresAt: number
}

export interface ControllerDetails {
  omadacId: string
  controllerVer: string | null
  apiVer: string | null
}

interface TokenResult {
  accessToken?: string
  refreshToken?: string
  expiresIn?: number
}

/** `GET /api/info` (no auth, outside the Open API): the controller id and version. */
export async function controllerDetails(
  http: PluginHttp,
  settings: OmadaSettings
): Promise<ControllerDetails> {
  const response = await http.request({ method: 'GET', url: `${settings.url}/api/info` })
  if (response.status === 404) {
    throw new ControllerUnexpectedError(
      'no Omada controller here (GET /api/info): check the URL, or give the controller id',
      snippet(response)
    )
  }
  const envelope = readEnvelope<Record<string, unknown>>(response, 'GET /api/info')
  const omadacId = envelope.errorCode === 0 ? envelope.result?.omadacId : undefined
  if (typeof omadacId !== 'string' || !omadacId) {
    throw new ControllerUnexpectedError('the controller did not tell its id', snippet(response))
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
  return {
    omadacId,
    controllerVer: text(envelope.result?.controllerVer),
    apiVer: text(envelope.result?.apiVer),
  }
}

/** Client-credentials token: `grant_type` in the query, the rest in the JSON body. */
export async function requestToken(
  http: PluginHttp,
  settings: OmadaSettings,
  omadacId: string
): Promise<OmadaToken> {
  const response = await http.request({
    method: 'POST',
    url: `${settings.url}/openapi/authorize/token?grant_type=client_credentials`,
    body: { omadacId, client_id: settings.clientId, client_secret: settings.clientSecret },
  })
  return tokenFrom(response, 'the client id or secret was refused')
}

/** Trades the single-use refresh token; null when the controller refused it (spent or expired: start over). */
export async function refreshToken(
  http: PluginHttp,
  settings: OmadaSettings,
  token: string
): Promise<OmadaToken | null> {
  const response = await http.request({
    method: 'POST',
    url: `${settings.url}/openapi/authorize/token?grant_type=refresh_token&refresh_token=${encodeURIComponent(token)}`,
    body: { client_id: settings.clientId, client_secret: settings.clientSecret },
  })
  const envelope = readEnvelope<TokenResult>(response, 'token refresh')
  if (
    envelope.errorCode !== 0 &&
    (isTokenError(envelope.errorCode) || envelope.errorCode === -44111)
  )
    return null
  return tokenFrom(response, 'the refresh token was refused')
}

function tokenFrom(response: Parameters<typeof readEnvelope>[0], refused: string): OmadaToken {
  const envelope = readEnvelope<TokenResult>(response, 'token request')
  if (envelope.errorCode !== 0) {
    throw new ControllerAuthError(
      refused,
      `errorCode ${envelope.errorCode}${envelope.msg ? ` (${envelope.msg})` : ''}`
    )
  }
  const result = envelope.result
  if (!result?.accessToken)
    throw new ControllerUnexpectedError('the token answer has no access token', snippet(response))
  const expiresIn =
    typeof result.expiresIn === 'number' && result.expiresIn > 0 ? result.expiresIn : 7200
  return {
    accessToken: result.accessToken,
    refreshToken: result.refreshToken ?? null,
    expiresAt: Date.now() + expiresIn * 1000,
  }
}
