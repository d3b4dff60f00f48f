import { chmodSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import type { S3DriverOptions } from '@adonisjs/drive/drivers/s3/types'

/**
 * Where the `fs` disk keeps files: <storage>/uploads (STORAGE_PATH like the embedded database), so files stored
 * before the disks existed are found under the same keys.
 */
export function uploadsRoot() {
  return join(process.env.STORAGE_PATH ?? app.makePath('storage'), 'uploads')
}

/**
 * The `fs` disk's folder, created private (0700) and kept so: the disk writes files with the process's default mode,
 * and exports hold a customer's or guests' personal data, so no other account of the machine may reach them.
 */
export function privateUploadsRoot() {
  const root = uploadsRoot()
  mkdirSync(root, { recursive: true, mode: 0o700 })
  chmodSync(root, 0o700)
  return root
}

export interface S3Settings {
  bucket: string
  region?: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle?: boolean
}

/**
 * The options of the `s3` disk, for any S3-compatible service. Every object is private (no ACL is sent: buckets with
 * ACLs disabled, as AWS creates them today, and services without ACLs refuse one). Checksums only where the API
 * requires them: the SDK's default streams uploads in aws-chunked encoding, which several compatible services and
 * older versions of them do not understand. Without keys the SDK's own chain applies (instance role, profile).
 */
export function s3DriverOptions(settings: S3Settings): Exclude<S3DriverOptions, { client: unknown }> {
  return {
    bucket: settings.bucket,
    region: settings.region ?? 'us-east-1',
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle ?? false,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    visibility: 'private',
    supportsACL: false,
    // Without limits a hung service holds requests and jobs forever, and 50 sockets (the SDK's default) are few
    // when downloads stream to slow readers: fail a connection after 5 s, a stalled transfer after 60 s.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 60_000,
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}
