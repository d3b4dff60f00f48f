/** The Omada answer shapes: the `{errorCode,msg,result}` envelope (HTTP 200 even for business errors) and grids. */
import type { SimRequest, SimResponse } from '#core/plugins/simulator_kit/sim_http'

export type { SimRequest, SimResponse }

/** Simulated code for a wrong client id/secret: the real one is unknown (vendors.md §8 question 5). */
export const WRONG_CLIENT_CREDENTIALS = -44106

export const ok = (result?: unknown): SimResponse => ({
  status: 200,
  body: { errorCode: 0, msg: 'Success.', ...(result === undefined ? {} : { result }) },
})

export const fail = (errorCode: number, msg: string): SimResponse => ({
  status: 200,
  body: { errorCode, msg },
})

/** What Spring answers when a required query parameter is missing: no Omada envelope (vendors.md §3.3). */
export function springBadRequest(path: string, message = 'Bad Request'): SimResponse {
  return {
    status: 400,
    body: { timestamp: new Date().toISOString(), status: 400, error: message, path },
  }
}

/** A grid answer; `undefined` (a 400) when `page`/`pageSize` are missing or not positive whole numbers. */
export function grid<T>(
  request: SimRequest,
  rows: T[],
  extra: Record<string, unknown> = {}
): SimResponse {
  const page = Number(request.query.get('page'))
  const pageSize = Number(request.query.get('pageSize'))
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1)
    return springBadRequest(request.path)
  const size = Math.min(pageSize, 1000)
  const data = rows.slice((page - 1) * size, page * size)
  return ok({ totalRows: rows.length, currentPage: page, currentSize: size, data, ...extra })
}
