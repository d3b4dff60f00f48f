import { randomUUID } from 'node:crypto'
import { copyFile, mkdir, readFile, rm, open } from 'node:fs/promises'
import { basename, dirname, extname, join, normalize, sep } from 'node:path'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import type { LucidRow } from '@adonisjs/lucid/types/model'
import { AppException } from '#kernel/exceptions/app_exception'
import { recordAudit } from '#kernel/audit/audit'

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

/** Uploaded files live under <storage>/uploads (STORAGE_PATH like the embedded database). */
export function uploadsRoot() {
  return join(process.env.STORAGE_PATH ?? app.makePath('storage'), 'uploads')
}

function absolute(relativePath: string) {
  const root = uploadsRoot()
  const full = normalize(join(root, relativePath))
  if (!full.startsWith(root + sep)) throw AppException.notFound()
  return full
}

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

/** Copies a checked image into `folder` under a fresh name; returns its path relative to the uploads root. */
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

/** Copies a checked file into `folder` under a fresh name; returns its path relative to the uploads root. */
export async function storeFile(file: { tmpPath: string; ext: string }, folder: string) {
  const relativePath = join(folder, `${randomUUID()}.${file.ext}`)
  const target = absolute(relativePath)
  await mkdir(dirname(target), { recursive: true })
  await copyFile(file.tmpPath, target)
  return relativePath
}

export async function readUpload(relativePath: string) {
  const ext = relativePath.split('.').pop() ?? ''
  return { body: await readFile(absolute(relativePath)), mime: MIME_BY_EXT[ext] ?? 'application/octet-stream' }
}

/** Removes a stored file; a file already gone is not an error. */
export async function removeUpload(relativePath: string | null | undefined) {
  if (relativePath) await rm(absolute(relativePath), { force: true })
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

/** Answers with a stored file, or 404 when there is none; cached privately, never sniffed as another type. */
export async function sendUpload(ctx: HttpContext, relativePath: string | null | undefined) {
  if (!relativePath) throw AppException.notFound()
  const file = await readUpload(relativePath).catch(() => {
    throw AppException.notFound()
  })
  ctx.response.header('content-type', file.mime)
  ctx.response.header('cache-control', 'private, max-age=86400')
  ctx.response.header('x-content-type-options', 'nosniff')
  return ctx.response.send(file.body)
}

/** Answers a stored file as a download named `fileName`, or 404 when it is gone; never cached or sniffed. */
export async function sendAttachment(ctx: HttpContext, relativePath: string, fileName: string) {
  const file = await readFile(absolute(relativePath)).catch(() => {
    throw AppException.notFound()
  })
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  ctx.response.header('content-type', 'application/octet-stream')
  ctx.response.header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(fileName)}`)
  ctx.response.header('cache-control', 'private, no-store')
  ctx.response.header('x-content-type-options', 'nosniff')
  return ctx.response.send(file)
}

function encodeRfc5987(value: string) {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
}
