import { createHash } from 'node:crypto'
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Group } from '@japa/runner/core'
import type { ApiClient } from '@japa/api-client'
import Controller from '#core/controllers/models/controller'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import type User from '#core/users/models/user'
import { uploadsRoot } from '#kernel/storage/uploads'

export const MAX_BYTES = 500 * 1024

export interface UploadForm {
  name?: string
  vendor?: string
  minVersion?: string
  maxVersion?: string
  canChangeWifiSettings?: string
  controllerId?: string | number
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Bytes that look like a controller backup: recognisable and of an exact size. */
export function configBytes(size = 2048, seed = 7) {
  return Buffer.from(Array.from({ length: size }, (_, index) => (index * 31 + seed) % 256))
}

/** POST /rest/network/config as a multipart form, like the web app sends it. */
export function upload(
  client: ApiClient,
  user: User,
  form: UploadForm,
  file?: { bytes: Buffer; filename: string },
  lang = 'en'
) {
  let request = client
    .post('/rest/network/config')
    .header('accept-language', lang)
    .withCsrfToken()
    .loginAs(user)
  for (const [key, value] of Object.entries({ name: 'Bar template', ...form }))
    if (value !== undefined) request = request.field(key, String(value))
  if (file) request = request.file('file', file.bytes, { filename: file.filename })
  return request
}

export async function storedConfigFiles(): Promise<string[]> {
  return readdir(join(uploadsRoot(), 'network_config')).catch(() => [])
}

export const configFileCount = async () =>
  Number((await NetworkConfigFile.query().count('* as total').first())!.$extras.total)

/**
 * Each test's database changes are rolled back, its stored bytes are not: remove the files a test left, so the
 * "no file on disk" checks start from what was there before.
 */
export function cleanStoredFiles(group: Group) {
  group.each.setup(async () => {
    const before = new Set(await storedConfigFiles())
    return async () => {
      for (const name of await storedConfigFiles())
        if (!before.has(name))
          await rm(join(uploadsRoot(), 'network_config', name), { force: true })
    }
  })
}

/** A controller row of a vendor and version, as a tested connect would have saved it (no simulator needed to apply a file). */
export function controllerRow(
  vendor: string,
  version: string | null,
  alias = `${vendor} ${version ?? 'unknown'}`
) {
  return Controller.create({
    alias,
    vendor,
    url: 'https://127.0.0.1:9',
    username: null,
    settings: {},
    secrets: {},
    version,
    status: 'connected',
    syncIntervalSeconds: 60,
  })
}
