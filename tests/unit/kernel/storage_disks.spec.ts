import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { privateUploadsRoot, s3DriverOptions } from '#kernel/storage/disks'
import { driveDiskProblem, localDiskWarning } from '#kernel/runtime/production_settings'

test.group('Kernel / storage disks', () => {
  test('the s3 disk keeps every object private and sends no ACL', ({ assert }) => {
    const options = s3DriverOptions({ bucket: 'files', endpoint: 'https://s3.example.test' })
    assert.containSubset(options, {
      bucket: 'files',
      region: 'us-east-1',
      endpoint: 'https://s3.example.test',
      forcePathStyle: false,
      visibility: 'private',
      supportsACL: false,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    })
  })

  test('the local disk keeps its folder private (0700), also one an older release left open', ({
    assert,
  }) => {
    const storage = mkdtempSync(join(tmpdir(), 'airdeck-uploads-'))
    const saved = process.env.STORAGE_PATH
    process.env.STORAGE_PATH = storage
    try {
      mkdirSync(join(storage, 'uploads'), { mode: 0o755 })
      const root = privateUploadsRoot()
      assert.equal(root, join(storage, 'uploads'))
      assert.equal(statSync(root).mode & 0o777, 0o700)
    } finally {
      if (saved === undefined) delete process.env.STORAGE_PATH
      else process.env.STORAGE_PATH = saved
      rmSync(storage, { recursive: true, force: true })
    }
  })

  test("keys only when both are given; otherwise the SDK's own chain (instance role, profile)", ({
    assert,
  }) => {
    assert.isUndefined(s3DriverOptions({ bucket: 'b', accessKeyId: 'AK' }).credentials)
    assert.deepEqual(
      s3DriverOptions({ bucket: 'b', accessKeyId: 'AK', secretAccessKey: 'SK' }).credentials,
      { accessKeyId: 'AK', secretAccessKey: 'SK' }
    )
  })

  test('DRIVE_DISK=s3 needs its bucket; production on the local disk is warned about unless chosen', ({
    assert,
  }) => {
    assert.match(driveDiskProblem('s3', {})!, /needs S3_BUCKET/)
    assert.isNull(driveDiskProblem('s3', { S3_BUCKET: 'files' }))
    assert.isNull(driveDiskProblem(undefined, {}))
    assert.isNotNull(localDiskWarning({ NODE_ENV: 'production' }))
    assert.isNull(localDiskWarning({ NODE_ENV: 'production', DRIVE_DISK: 'fs' }))
    assert.isNull(localDiskWarning({ NODE_ENV: 'development' }))
  })
})
