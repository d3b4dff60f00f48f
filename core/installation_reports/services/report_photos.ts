import type { MultipartFile } from '@adonisjs/core/bodyparser'
import { AppException } from '#kernel/exceptions/app_exception'
import {
  checkPhoto,
  removeStoredPhotos,
  storePhoto,
  PHOTO_MAX_BYTES,
  type StoredPhoto,
} from '#kernel/storage/photos'

/** Photos one request may carry, and so the most bytes its body may have. */
export const MAX_PHOTOS_PER_REQUEST = 12
export const PHOTO_REQUEST_LIMIT = MAX_PHOTOS_PER_REQUEST * PHOTO_MAX_BYTES + 1024 * 1024

/**
 * Checks every photo first (so one bad photo stores none), then stores them one after the other: one photo's
 * pixels in memory at a time. A failure part-way removes what was stored.
 */
export async function storeReportPhotos(files: MultipartFile[], folder: string) {
  if (files.length > MAX_PHOTOS_PER_REQUEST)
    throw AppException.invalidField('photos', 'photo_count', 'E_PHOTO_COUNT')
  const checked = []
  for (const [index, file] of files.entries())
    checked.push(await checkPhoto(file, `photos.${index}`))
  const stored: StoredPhoto[] = []
  try {
    for (const photo of checked) stored.push(await storePhoto(photo, folder))
  } catch (error) {
    await removeStoredPhotos(stored)
    throw error
  }
  return stored
}

export const reportFolder = (locationId: number) => `installation-reports/${locationId}`
