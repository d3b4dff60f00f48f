import { randomUUID } from 'node:crypto'
import { open } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'
import { isMissingFile, openStoredFile, storageDisk, storeLocalFile } from '#kernel/storage/disk'

export { uploadsRoot } from '#kernel/storage/disks'

/** Spec §9: images up to 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** Spec §5 and §9: other uploaded files up to 500 KB. */
export const FILE_MAX_BYTES = 500 * 1024

/**
 * Image kinds we accept, recognised by their first bytes rather than the
 * name or the declared type, which the client controls. SVG is refused: it
 * can carry scripts, and logos are served from our own origin.
 */
const IMAGE_KINDS = [
  { ext: 'png', mime: 'image/png', test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'jpg', mime: 'image/jpeg', test: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'webp', mime: 'image/webp', test: (b: Buffer) => b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP' },
] as const

const MIME_BY_EXT: Record<string, string> = Object.fromEntries(IMAGE_KINDS.map((kind) => [kind.ext, kind.mime]))

async function firstBytes(path: string) {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(16)
    await handle.read(buffer, 0, 16, 0)
    return buffer
  } finally {
    await handle.close()
  }
}

/** Checks an uploaded image (present, at most 5 MB, png/jpeg/webp) and answers 422 on the field otherwise. */
export async function checkImage(file: MultipartFile | null, field: string) {
  if (!file || !file.tmpPath) throw AppException.invalidField(field, 'required')
  if (file.size > IMAGE_MAX_BYTES) throw AppException.invalidField(field, 'image_size', 'E_IMAGE_TOO_LARGE')
  const head = await firstBytes(file.tmpPath)
  const match = IMAGE_KINDS.find((candidate) => candidate.test(head))
  if (!match) throw AppException.invalidField(field, 'image_type', 'E_IMAGE_TYPE')
  return { tmpPath: file.tmpPath, ext: match.ext }
}

/** Stores a checked image in `folder` under a fresh name; returns its key on the storage disk (kernel/storage/disk.ts). */
export async function storeImage(image: { tmpPath: string; ext: string }, folder: string) {
  return storeFile(image, folder)
}

/**
 * Checks an uploaded file that is not an image (present, at most 500 KB, its name ending in one of `extensions`,
 * lower case with the dot) and answers 422 on the field otherwise. The name is kept only to be shown and to name
 * the download: without folders or control characters.
 */
export function checkFile(file: MultipartFile | null, field: string, extensions: readonly string[]) {
  if (!file || !file.tmpPath) throw AppException.invalidField(field, 'required')
  if (file.size > FILE_MAX_BYTES) throw AppException.invalidField(field, 'file_size', 'E_FILE_TOO_LARGE')
  const clientName = basename(file.clientName.replaceAll('\\', '/'))
    .slice(-200)
    .replace(/[\u0000-\u001f\u007f"]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim()
  const ext = extname(clientName).toLowerCase()
  if (!extensions.includes(ext)) throw AppException.invalidField(field, 'file_type', 'E_FILE_TYPE')
  return { tmpPath: file.tmpPath, ext: ext.slice(1), size: file.size, clientName }
}

/**
 * Stores a checked file in `folder` under a fresh name; returns its key on the storage disk, which is also its path
 * under <storage>/uploads on the local disk (the rows keep it as `*_path`).
 */
export async function storeFile(file: { tmpPath: string; ext: string }, folder: string) {
  const key = `${folder}/${randomUUID()}.${file.ext}`
  await storeLocalFile(file.tmpPath, key)
  return key
}

function mimeOf(key: string) {
  return MIME_BY_EXT[key.split('.').pop() ?? ''] ?? 'application/octet-stream'
}

export async function readUpload(key: string) {
  return { body: Buffer.from(await storageDisk().getBytes(key)), mime: mimeOf(key) }
}

/** Removes a stored file; a file already gone is not an error. */
export async function removeUpload(key: string | null | undefined) {
  if (!key) return
  await storageDisk()
    .delete(key)
    .catch((error) => {
      if (!isMissingFile(error)) throw error
    })
}

/** A record that shows an uploaded logo: a customer or a partner. */
type LogoOwner = LucidRow & { id: number; logoPath: string | null }

/**
 * Replaces a record's logo with the uploaded image (the `logo` field) and
 * audits it as `<objectType>.logo_updated`. The new file is stored first,
 * the old one removed only after the row points at the new one.
 */
export async function replaceImage<T extends LogoOwner>(owner: T, file: MultipartFile | null, folder: string, objectType: 'customer' | 'partner') {
  const image = await checkImage(file, 'logo')
  const previous = owner.logoPath
  const path = await storeImage(image, folder)
  try {
    await db.transaction(async (trx) => {
      owner.useTransaction(trx)
      owner.logoPath = path
      await owner.save()
      await recordAudit({ action: `${objectType}.logo_updated`, objectType, objectId: owner.id, oldValues: { logo_path: previous }, newValues: { logo_path: path } }, trx)
    })
  } catch (error) {
    await removeUpload(path)
    throw error
  }
  await removeUpload(previous)
  return owner
}

/**
 * Streams a stored file through the route that checked who asks (no disk serves files itself, so an object-store
 * key is never a way round the check); 404 when there is none.
 */
async function streamStoredFile(ctx: HttpContext, key: string | null | undefined, headers: Record<string, string>) {
  const file = key ? await openStoredFile(key) : null
  if (!file) throw AppException.notFound()
  for (const [name, value] of Object.entries(headers)) ctx.response.header(name, value)
  ctx.response.header('content-length', String(file.size))
  ctx.response.header('x-content-type-options', 'nosniff')
  return ctx.response.stream(file.stream, (error) => storeFailedBeforeFirstByte(ctx, error))
}

/**
 * A read that fails before the first byte left: a 500 of its own length, not the file's Content-Length (the client
 * would wait for bytes that never come). One that fails later is cut off by the framework (the socket destroyed).
 */
function storeFailedBeforeFirstByte(ctx: HttpContext, error: unknown): [string, number] {
  const requestId = ctx.request.id() ?? ''
  ctx.logger.error({ err: error, requestId }, 'storage: a stored file could not be read')
  for (const name of ['content-length', 'content-disposition', 'cache-control'])
    ctx.response.removeHeader(name)
  ctx.response.header('content-type', 'application/json; charset=utf-8')
  ctx.response.header('cache-control', 'no-store')
  const message = ctx.i18n?.t('errors.E_INTERNAL_SERVER_ERROR') ?? 'There was an error on the server.'
  const body = JSON.stringify({ code: 'E_INTERNAL_SERVER_ERROR', message, requestId })
  ctx.response.header('content-length', String(Buffer.byteLength(body)))
  return [body, 500]
}

/** Answers with a stored file, or 404 when there is none; cached privately, never sniffed as another type. */
export async function sendUpload(ctx: HttpContext, key: string | null | undefined) {
  return streamStoredFile(ctx, key, { 'content-type': mimeOf(key ?? ''), 'cache-control': 'private, max-age=86400' })
}

/** Answers a stored file as a download named `fileName`, or 404 when it is gone; never cached or sniffed. */
export async function sendAttachment(ctx: HttpContext, key: string, fileName: string) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return streamStoredFile(ctx, key, {
    'content-type': 'application/octet-stream',
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`,
    'cache-control': 'private, no-store',
  })
}

function encodeRfc5987(value: string) {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}
