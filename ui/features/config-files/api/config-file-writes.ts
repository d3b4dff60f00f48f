import { api } from '@/lib/api/api-client'
import { configFilesPath, revalidateConfigFiles } from './config-files'
import type { ConfigFile, ConfigUpload } from './types'

/** `POST /rest/network/config` (multipart). 422 carries field errors; the caller shows them on the form. */
export async function uploadConfigFile(input: ConfigUpload): Promise<ConfigFile> {
  const form = new FormData()
  form.append('name', input.name.trim())
  form.append('vendor', input.vendor)
  form.append('minVersion', input.minVersion.trim())
  if (input.maxVersion.trim()) form.append('maxVersion', input.maxVersion.trim())
  form.append('canChangeWifiSettings', String(input.canChangeWifiSettings))
  if (input.controllerId) form.append('controllerId', input.controllerId)
  if (input.file) form.append('file', input.file, input.file.name)
  const created = await api.post<ConfigFile>(configFilesPath, form, { expect: [409, 413, 422] })
  await revalidateConfigFiles()
  return created
}

/** `DELETE /rest/network/config/{id}`; 409 E_CONFIG_IN_USE while locations use it. */
export async function deleteConfigFile(file: ConfigFile) {
  await api.delete(`${configFilesPath}/${file.id}`, undefined, { expect: [404, 409] })
  await revalidateConfigFiles()
}

/** Fetches the bytes and hands them to the browser as a download under the uploaded name. */
export async function downloadConfigFile(file: ConfigFile) {
  const blob = await api.get<Blob>(`${configFilesPath}/${file.id}/download`, {
    responseType: 'blob',
    accept: 'application/octet-stream, application/json',
    expect: [404],
  })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
