import db from '@adonisjs/lucid/services/db'
import Controller from '#core/controllers/models/controller'
import NetworkConfigFile from '#core/network_config/models/network_config_file'
import { fitsController } from '#core/network_config/services/compatibility'
import { configVendors } from '#core/network_config/services/config_vendors'
import { AppException } from '#kernel/exceptions/app_exception'
import { DEFAULT_PER_PAGE } from '#kernel/http/pagination'
import { escapeLike } from '#kernel/http/list_validator'
import { routeId } from '#kernel/http/route_id'

export interface ConfigFileFilters {
  q?: string
  search?: string
  vendor?: string
  page?: number
  perPage?: number
}

/** What a listed file shows beside its own columns: who uploaded it and how many venues use it. */
export interface ConfigFileFacts {
  uploader: { id: number; name: string } | null
  locationCount: number
}

export async function listConfigFiles(filters: ConfigFileFilters) {
  const query = NetworkConfigFile.query().orderBy('name').orderBy('id')
  const search = filters.search ?? filters.q
  if (search) query.whereRaw('lower(name) like ?', [`%${escapeLike(search.toLowerCase())}%`])
  if (filters.vendor) query.where('vendor', filters.vendor)
  return query.paginate(filters.page ?? 1, filters.perPage ?? DEFAULT_PER_PAGE)
}

/** Uploaders and venue counts for a page of files, in two queries. */
export async function configFileFacts(
  files: NetworkConfigFile[]
): Promise<Map<number, ConfigFileFacts>> {
  const facts = new Map<number, ConfigFileFacts>(
    files.map((file) => [file.id, { uploader: null, locationCount: 0 }])
  )
  if (files.length === 0) return facts
  const uploaderIds = [
    ...new Set(files.map((file) => file.createdBy).filter((id): id is number => id !== null)),
  ]
  const users = uploaderIds.length
    ? await db.from('users').whereIn('id', uploaderIds).select('id', 'firstname', 'name', 'email')
    : []
  const counts = await db
    .from('locations')
    .whereIn('config_file_id', [...facts.keys()])
    .groupBy('config_file_id')
    .select('config_file_id')
    .count('* as total')
  const names = new Map(
    users.map((user) => [
      user.id as number,
      [user.firstname, user.name].filter(Boolean).join(' ') || (user.email as string),
    ])
  )
  for (const file of files) {
    const name = file.createdBy === null ? undefined : names.get(file.createdBy)
    facts.get(file.id)!.uploader = name ? { id: file.createdBy!, name } : null
  }
  for (const row of counts) facts.get(row.config_file_id)!.locationCount = Number(row.total)
  return facts
}

export async function findConfigFileOrFail(id: unknown) {
  const file = await NetworkConfigFile.find(routeId(id))
  if (!file) throw AppException.notFound()
  return file
}

/** The controllers a file can go on: its vendor, a known version inside its range. */
export async function compatibleControllers(file: NetworkConfigFile) {
  const controllers = await Controller.query()
    .where('vendor', file.vendor)
    .orderBy('alias')
    .orderBy('id')
  return controllers.filter((controller) => fitsController(file, controller))
}

/** The venues a file is applied to, with when it was applied. */
export function locationsUsing(fileId: number) {
  return db
    .from('locations')
    .where('config_file_id', fileId)
    .orderBy('name')
    .orderBy('id')
    .select('id', 'name', 'config_applied_at')
}

/** Controllers of the vendors that take files, for the upload form's "for this controller" choice. */
export function configControllers() {
  const vendors = configVendors().map((vendor) => vendor.key)
  return Controller.query().whereIn('vendor', vendors).orderBy('alias').orderBy('id')
}
