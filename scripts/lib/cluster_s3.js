/**
 * The deployment's shared object storage: an S3-compatible server on loopback (s3rver, objects in a folder under
 * `directory`) with one bucket, the settings every process takes to use it (as tests/helpers/s3_server.ts gives the
 * app under test), and a look into the bucket through the AWS SDK, as an operator would.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

const BUCKET = 'airdeck-cluster'

export async function startSharedBucket(directory) {
  const folder = mkdtempSync(`${directory}/s3-`)
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({
    region: 'eu-west-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  return {
    environment: {
      DRIVE_DISK: 's3',
      S3_BUCKET: BUCKET,
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix = '') {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))
      return (listed.Contents ?? []).map((object) => object.Key)
    },
    async close() {
      client.destroy()
      await server.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
