import { fileTypeFromFile } from 'file-type'
import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { AppException } from '#kernel/exceptions/app_exception'
import {
  PHOTO_MAX_BYTES,
  checkPhoto,
  displayName,
  removeStoredPhotos,
  storePhoto,
  type CheckedPhoto,
} from '#kernel/storage/photos'
import { removeUpload, storeFile } from '#kernel/storage/uploads'

export const MAX_ATTACHMENTS_PER_REQUEST = 5
export const ATTACHMENT_REQUEST_LIMIT = MAX_ATTACHMENTS_PER_REQUEST * PHOTO_MAX_BYTES + 1024 * 1024

export interface StoredAttachment {
  path: string
  thumbPath: string | null
  mime: string
  bytes: number
  originalName: string
}

type Checked = { photo: CheckedPhoto } | { pdf: { tmpPath: string; bytes: number; name: string } }

/** A photo (as for installation reports) or a PDF, recognised by content, named as what it is, at most 10 MB. */
async function checkAttachment(file: MultipartFile, field: string): Promise<Checked> {
  if (!file.tmpPath) throw AppException.invalidField(field, 'required')
  if (file.size > PHOTO_MAX_BYTES)
    throw AppException.invalidField(field, 'attachment_size', 'E_ATTACHMENT_TOO_LARGE')
  const detected = await fileTypeFromFile(file.tmpPath)
  if (detected?.mime !== 'application/pdf') {
    if (!detected?.mime.startsWith('image/'))
      throw AppException.invalidField(field, 'attachment_type', 'E_ATTACHMENT_TYPE')
    return { photo: await checkPhoto(file, field) }
  }
  const name = displayName(file)
  if (!name.toLowerCase().endsWith('.pdf'))
    throw AppException.invalidField(field, 'photo_extension', 'E_PHOTO_EXTENSION')
  return { pdf: { tmpPath: file.tmpPath, bytes: file.size, name } }
}

export async function removeAttachmentFiles(files: StoredAttachment[]) {
  await removeStoredPhotos(
    files.filter((file) => file.thumbPath) as Array<{ path: string; thumbPath: string }>
  )
  await Promise.all(files.filter((file) => !file.thumbPath).map((file) => removeUpload(file.path)))
}

/** Checks every file before storing any; a failure part-way removes what was stored. */
export async function storeNoteAttachments(files: MultipartFile[], locationId: number) {
  if (files.length > MAX_ATTACHMENTS_PER_REQUEST)
    throw AppException.invalidField('attachments', 'attachment_count', 'E_ATTACHMENT_COUNT')
  const checked: Checked[] = []
  for (const [index, file] of files.entries())
    checked.push(await checkAttachment(file, `attachments.${index}`))
  const folder = `location-reports/${locationId}`
  const stored: StoredAttachment[] = []
  try {
    for (const item of checked) {
      if ('photo' in item) {
        const photo = await storePhoto(item.photo, folder)
        stored.push({
          path: photo.path,
          thumbPath: photo.thumbPath,
          mime: photo.mime,
          bytes: photo.bytes,
          originalName: photo.originalName,
        })
      } else {
        const path = await storeFile({ tmpPath: item.pdf.tmpPath, ext: 'pdf' }, folder)
        stored.push({
          path,
          thumbPath: null,
          mime: 'application/pdf',
          bytes: item.pdf.bytes,
          originalName: item.pdf.name,
        })
      }
    }
  } catch (error) {
    await removeAttachmentFiles(stored)
    throw error
  }
  return stored
}
