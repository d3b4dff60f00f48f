import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import type { Disk } from '@adonisjs/drive'

let replacement: Disk | undefined

/** The disk every stored file goes through: DRIVE_DISK's (config/drive.ts), `fs` when nothing is configured. */
export function storageDisk(): Disk {
  return replacement ?? drive.use()
}

/**
 * Points storage at another disk for the rest of this process, or back at the configured one (no argument). The
 * suite's app chose its disk at boot; a test of the S3 disk runs the same routes and jobs against a local S3 server.
 */
export function replaceStorageDisk(disk?: Disk) {
  replacement = disk
}

/** Stores a file of this machine (an upload's temporary file, a built archive) under `key`, streamed. */
export async function storeLocalFile(path: string, key: string) {
  const { size } = await stat(path)
  await storageDisk().putStream(key, createReadStream(path), { contentLength: size })
}

/**
 * A key that names no stored file: gone, never written, or not a key at all (a path leaving the disk's root is
 * refused by the disk as such). Any other failure (the object store unreachable) is an error, not a 404.
 */
export function isMissingFile(error: unknown): boolean {
  for (let cause = error as any; cause; cause = cause.cause) {
    if (['E_PATH_TRAVERSAL_DETECTED', 'E_UNALLOWED_CHARACTERS', 'E_INVALID_KEY', 'ENOENT'].includes(cause.code))
      return true
    if (cause.$metadata?.httpStatusCode === 404 || ['NotFound', 'NoSuchKey'].includes(cause.name)) return true
  }
  return false
}

/** A stored file to answer with, or null when there is none. */
export async function openStoredFile(key: string): Promise<{ size: number; stream: Readable } | null> {
  const disk = storageDisk()
  try {
    const { contentLength } = await disk.getMetaData(key)
    return { size: contentLength, stream: await disk.getStream(key) }
  } catch (error) {
    if (isMissingFile(error)) return null
    throw error
  }
}
