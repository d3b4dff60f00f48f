import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
import { Disk } from '@adonisjs/drive'
import { S3Driver } from '@adonisjs/drive/drivers/s3'
import { s3DriverOptions, type S3Settings } from '#kernel/storage/disks'

const BUCKET = 'airdeck-files'

/**
 * An S3-compatible server on loopback (s3rver, objects in a temporary folder) with one bucket; `disk` is the app's
 * `s3` disk pointed at it (the options config/drive.ts builds from S3_*), and the other helpers look into the bucket
 * with the AWS SDK directly, as an operator would.
 */
export async function startS3Server() {
  const directory = await mkdtemp(join(tmpdir(), 'airdeck-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await server.run()
  const settings: S3Settings = {
    bucket: BUCKET,
    region: 'eu-west-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })

  return {
    disk: new Disk(new S3Driver(s3DriverOptions(settings))),

    /** The settings a process of the app takes to use this bucket. */
    environment: {
      DRIVE_DISK: 's3',
      S3_BUCKET: settings.bucket,
      S3_REGION: settings.region,
      S3_ENDPOINT: settings.endpoint,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },

    /** Every key in the bucket under `prefix`. */
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))
      return (listed.Contents ?? []).map((object) => object.Key!)
    },

    /** The bytes of an object, or null when the bucket has none under `key`. */
    async bytes(key: string) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
        return Buffer.from(await object.Body!.transformToByteArray())
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null
        throw error
      }
    },

    async remove(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }))
    },

    async close() {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>
