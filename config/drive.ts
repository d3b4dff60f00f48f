import env from '#start/env'
import { defineConfig, services } from '@adonisjs/drive'
import { privateUploadsRoot, s3DriverOptions, uploadsRoot } from '#kernel/storage/disks'

/**
 * Every stored file (logos, portal images, config files, report photos, exports) goes through one disk
 * (core/kernel/storage/disk.ts). `fs`: <storage>/uploads on this machine, the embedded default and the choice when
 * nothing is configured. `s3`: an S3-compatible bucket that every web process and worker shares. Neither disk serves
 * files itself: each download passes through a route that checks who asks.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK') ?? 'fs',
  services: {
    fs: services.fs({
      location: env.get('DRIVE_DISK') === 's3' ? uploadsRoot() : privateUploadsRoot(),
      visibility: 'private',
      serveFiles: false,
    }),
    // Only when chosen: the drive provider resolves every service listed here at boot, and the S3 one loads the AWS
    // SDK (6 MB of each process's heap, docs/benchmarks.md "Where the memory goes"). Tests of the S3 disk build theirs.
    ...(env.get('DRIVE_DISK') === 's3'
      ? {
          s3: services.s3(
            s3DriverOptions({
              bucket: env.get('S3_BUCKET') ?? '',
              region: env.get('S3_REGION'),
              endpoint: env.get('S3_ENDPOINT'),
              accessKeyId: env.get('S3_ACCESS_KEY_ID'),
              secretAccessKey: env.get('S3_SECRET_ACCESS_KEY'),
              forcePathStyle: env.get('S3_FORCE_PATH_STYLE'),
            })
          ),
        }
      : {}),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
