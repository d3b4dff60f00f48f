import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'

/**
 * Routes whose multipart body is read by their controller (config/bodyparser.ts `processManually`): uploads of
 * several large photos, which the global 20 MB request limit would refuse. Their access rule runs before a byte of
 * the body is read.
 */
export const MANUAL_MULTIPART_ROUTES = [
  '/rest/locations/:id/installation',
  '/rest/locations/:id/installation/:logId/image',
  '/rest/locations/:id/report',
  '/rest/locations/:id/report/:commentId',
]

/**
 * Reads the multipart body of such a route: every file part is streamed to its own temporary file (one chunk in
 * memory at a time, never the whole upload), the whole body limited to `limitBytes` (413 beyond). The files are then
 * `ctx.request.files(...)` as usual; remove them with `removeTemporaryFiles` once stored.
 */
export async function receiveMultipart(ctx: HttpContext, limitBytes: number) {
  if (ctx.request.bodyType !== 'multipart' || !ctx.request.multipart) return
  if (ctx.request.multipart.state !== 'idle') return
  const folder = join(tmpdir(), 'airdeck-uploads')
  await mkdir(folder, { recursive: true })
  ctx.request.multipart.onFile('*', { deferValidations: true }, async (part, reportChunk) => {
    const tmpPath = join(folder, randomUUID())
    part.pause()
    part.on('data', reportChunk)
    try {
      await pipeline(part, createWriteStream(tmpPath, { mode: 0o600 }))
    } catch (error) {
      await rm(tmpPath, { force: true })
      throw error
    }
    return { tmpPath }
  })
  await ctx.request.multipart.process({ limit: limitBytes })
}

/** Every uploaded file of the request, whatever its field. */
export function uploadedFiles(ctx: HttpContext): MultipartFile[] {
  return Object.values(ctx.request.allFiles()).flatMap((value) =>
    Array.isArray(value) ? value : [value]
  )
}

export async function removeTemporaryFiles(files: MultipartFile[]) {
  await Promise.all(
    files.map((file) => (file.tmpPath ? rm(file.tmpPath, { force: true }) : undefined))
  )
}
