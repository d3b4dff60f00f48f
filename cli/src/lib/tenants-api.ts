import { randomBytes } from 'node:crypto'
import { RawBody, type ApiClient } from './api-client.js'
import type { ApiResponse } from '@airdeck/api-types'

/** `POST /rest/locations/{id}/network/tenants/import` (generated from the route declarations). */
export type ImportResult = ApiResponse<'POST /rest/locations/{id}/network/tenants/import'>

/** A refused line of the file, as the 422 names it. */
export type LineError = { field: string; rule: string; message: string; line: number }

export function lineErrors(
  errors: Array<{ field: string; rule: string; message: string }> | undefined
): LineError[] {
  return (errors ?? []).filter(
    (error): error is LineError => typeof (error as Partial<LineError>).line === 'number'
  )
}

/** A multipart body with one file part, built in memory (the server takes at most 500 KB). */
export function multipartFile(
  field: string,
  fileName: string,
  bytes: Uint8Array,
  contentType = 'text/csv'
) {
  const boundary = `airdeck-${randomBytes(12).toString('hex')}`
  const safeName = fileName.replace(/["\r\n\\]/g, '_')
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${safeName}"\r\nContent-Type: ${contentType}\r\n\r\n`
  )
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  return {
    body: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  }
}

/** The body as a stream of 16 KB chunks, reporting how many bytes were handed to the connection so far. */
export function withProgress(body: Buffer, onProgress: (sent: number, total: number) => void) {
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.length) return controller.close()
      const chunk = body.subarray(offset, offset + 16 * 1024)
      offset += chunk.length
      controller.enqueue(chunk)
      onProgress(offset, body.length)
    },
  })
}

export const tenantsApi = {
  import(
    client: ApiClient,
    locationId: number,
    file: { name: string; bytes: Uint8Array },
    options: { dryRun: boolean; onProgress?: (sent: number, total: number) => void }
  ) {
    const { body, contentType } = multipartFile('file', file.name, file.bytes)
    const stream = options.onProgress ? withProgress(body, options.onProgress) : body
    const query = options.dryRun ? '?dryRun=1' : ''
    return client.upload<ImportResult>(
      `/rest/locations/${locationId}/network/tenants/import${query}`,
      new RawBody(stream, contentType)
    )
  },
}
