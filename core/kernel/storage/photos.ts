import { randomUUID } from 'node:crypto'
import { basename, extname } from 'node:path'
import sharp, { type OutputInfo } from 'sharp'
import { fileTypeFromFile } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { AppException } from '#kernel/exceptions/app_exception'
import { removeUpload } from '#kernel/storage/uploads'
import { storageDisk } from '#kernel/storage/disk'

// Photos are read once each: libvips' operation cache would only hold their decoded pixels in memory.
sharp.cache(false)

/** Phone photos: at most 10 MB each (issue 26). */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024
const THUMB_EDGE = 480

/**
 * The photo kinds we take, recognised by content (file-type), and the names their files may carry: a name that
 * says another kind than the bytes is refused as forged. HEIC is taken only when the image library decodes it: the
 * prebuilt libvips reads AVIF-coded HEIF but not the HEVC that iPhones write, which gets its own message.
 */
const PHOTO_KINDS = [
  { mime: 'image/jpeg', names: ['.jpg', '.jpeg'], output: 'jpeg' },
  { mime: 'image/png', names: ['.png'], output: 'png' },
  { mime: 'image/webp', names: ['.webp'], output: 'webp' },
  { mime: 'image/heic', names: ['.heic', '.heif'], output: 'jpeg' },
  { mime: 'image/heif', names: ['.heic', '.heif'], output: 'jpeg' },
] as const

type PhotoKind = (typeof PHOTO_KINDS)[number]

/** Without Huffman optimisation mozjpeg writes strip by strip instead of holding the whole photo (~300 MB less). */
const OUTPUT_OPTIONS = {
  jpeg: { quality: 86, optimiseCoding: false },
  webp: { quality: 86 },
  png: {},
} as const

export interface CheckedPhoto {
  field: string
  tmpPath: string
  kind: PhotoKind
  clientName: string
  bytes: number
}

export interface StoredPhoto {
  path: string
  thumbPath: string
  mime: string
  width: number
  height: number
  bytes: number
  originalName: string
}

/** The client's file name, kept only to be shown: no folders, no control characters. */
export function displayName(file: MultipartFile) {
  return (
    basename(file.clientName.replaceAll('\\', '/'))
      .replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim()
      .slice(-200) || 'file'
  )
}

/** A photo the image library cannot decode: a HEVC HEIC (as iPhones write) has its own message. */
function unreadable(kind: PhotoKind, field: string) {
  const heic = kind.mime === 'image/heic' || kind.mime === 'image/heif'
  return AppException.invalidField(
    field,
    heic ? 'photo_heic' : 'photo_unreadable',
    heic ? 'E_PHOTO_HEIC' : 'E_PHOTO_UNREADABLE'
  )
}

/** Checks one uploaded photo by its bytes; answers 422 on `field` (nothing stored) otherwise. */
export async function checkPhoto(file: MultipartFile, field: string): Promise<CheckedPhoto> {
  if (!file.tmpPath) throw AppException.invalidField(field, 'required')
  if (file.size > PHOTO_MAX_BYTES)
    throw AppException.invalidField(field, 'photo_size', 'E_PHOTO_TOO_LARGE')
  const detected = await fileTypeFromFile(file.tmpPath)
  const kind = PHOTO_KINDS.find((candidate) => candidate.mime === detected?.mime)
  if (!kind) throw AppException.invalidField(field, 'photo_type', 'E_PHOTO_TYPE')
  const clientName = displayName(file)
  if (!(kind.names as readonly string[]).includes(extname(clientName).toLowerCase()))
    throw AppException.invalidField(field, 'photo_extension', 'E_PHOTO_EXTENSION')
  try {
    // The header only: the pixels are decoded once, when the photo is stored (a failure there is the same error).
    const { width, height } = await sharp(file.tmpPath, { failOn: 'error' }).metadata()
    if (!width || !height) throw new Error('no size')
  } catch {
    throw unreadable(kind, field)
  }
  return { field, tmpPath: file.tmpPath, kind, clientName, bytes: file.size }
}

/**
 * Stores a checked photo under `folder`: turned upright, re-encoded without its metadata (EXIF GPS, camera, XMP)
 * and a thumbnail made once, both from one read of the file. Returns their keys on the storage disk.
 */
export async function storePhoto(photo: CheckedPhoto, folder: string): Promise<StoredPhoto> {
  const name = randomUUID()
  const ext = photo.kind.output === 'jpeg' ? 'jpg' : photo.kind.output
  const path = `${folder}/${name}.${ext}`
  const thumbPath = `${folder}/${name}.thumb.webp`
  let encoded: [{ data: Buffer; info: OutputInfo }, { data: Buffer; info: OutputInfo }]
  try {
    // Two reads rather than one cloned pipeline: the thumbnail then decodes at a fraction of the size (JPEG
    // shrink-on-load), and neither keeps the whole decoded photo in memory beside the other. What is kept is the
    // encoded result (a few MB at most), handed to the storage disk whole.
    encoded = await Promise.all([
      sharp(photo.tmpPath, { failOn: 'error' })
        .rotate()
        .toFormat(photo.kind.output, OUTPUT_OPTIONS[photo.kind.output])
        .toBuffer({ resolveWithObject: true }),
      sharp(photo.tmpPath, { failOn: 'error' })
        .rotate()
        .resize(THUMB_EDGE, THUMB_EDGE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 72 })
        .toBuffer({ resolveWithObject: true }),
    ])
  } catch {
    throw unreadable(photo.kind, photo.field)
  }
  const [full, thumb] = encoded
  try {
    await storageDisk().put(path, full.data)
    await storageDisk().put(thumbPath, thumb.data)
  } catch (error) {
    await Promise.all([removeUpload(path), removeUpload(thumbPath)])
    throw error
  }
  return {
      path,
      thumbPath,
    mime: `image/${photo.kind.output}`,
    width: full.info.width,
    height: full.info.height,
    bytes: full.info.size,
    originalName: photo.clientName,
  }
}

export async function removeStoredPhotos(photos: Array<{ path: string; thumbPath: string }>) {
  await Promise.all(photos.flatMap((photo) => [removeUpload(photo.path), removeUpload(photo.thumbPath)]))
}

/** A JPEG of at most `edge` pixels of a stored photo (for PDFs, which take JPEG and PNG only). */
export async function photoForPrint(path: string, edge = 1400) {
  return sharp(await storageDisk().getBytes(path))
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer({ resolveWithObject: true })
}
