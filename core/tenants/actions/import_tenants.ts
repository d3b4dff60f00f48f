import { extname } from 'node:path'
import type { HttpContext } from '@adonisjs/core/http'
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import type Location from '#core/locations/models/location'
import { PASSPHRASE_PURPOSE } from '#core/tenants/models/tenant'
import { recordAudit } from '#kernel/audit/audit'
import { AppException } from '#kernel/exceptions/app_exception'
import { FILE_MAX_BYTES } from '#kernel/storage/uploads'
import { liveTenantEmails } from '#core/tenants/queries/tenant_queries'
import { checkTenantCsv, type CsvProblem } from '#core/tenants/services/tenant_csv'
import { openCsv } from '#kernel/csv/read_csv'
import {
  generatePassphrase,
  newPublicId,
  nextNightlyRun,
} from '#core/tenants/services/tenant_identity'
import { tenantVlan } from '#core/tenants/services/tenant_network'
import { defaultLanguage, duplicateEmail } from '#core/tenants/actions/tenant_defaults'

/** Problems listed in one answer; the count says how many there were in all. */
const LISTED_PROBLEMS = 100
const INSERT_CHUNK = 1000

async function uploadedCsv(ctx: HttpContext) {
  const file = ctx.request.file('file')
  if (!file || !file.tmpPath) throw AppException.invalidField('file', 'required')
  if (file.size > FILE_MAX_BYTES)
    throw AppException.invalidField('file', 'file_size', 'E_FILE_TOO_LARGE')
  if (!['.csv', '.txt'].includes(extname(file.clientName).toLowerCase()))
    throw AppException.invalidField('file', 'csv_file')
  return openCsv(file.tmpPath)
}

/** The whole file refused, every problem named by its line, in the caller's language. */
function refusal(ctx: HttpContext, problems: CsvProblem[]) {
  const format = problems.find((problem) => problem.rule === 'format')
  const errors = problems.slice(0, LISTED_PROBLEMS).map((problem) => ({
    field: 'file',
    rule: `csv_${problem.rule}`,
    line: problem.line,
    message: ctx.i18n.t('tenants.csv.line', {
      line: problem.line,
      problem: ctx.i18n.t(`tenants.csv.problems.${problem.rule}`, {
        value: problem.value ?? '',
        firstLine: problem.firstLine ?? 0,
      }),
    }),
  }))
  const data = { line: format?.line ?? problems[0].line, count: problems.length }
  return new AppException(422, format ? 'E_TENANT_CSV_WRONG_FORMAT' : 'E_TENANT_CSV_INVALID', {
    errors,
    data,
  })
}

/**
 * Imports tenants from a CSV (spec §5), all or nothing: the whole file is checked first (format, names, e-mail
 * addresses, duplicates in the file and against the venue's tenants) and nothing is written unless every line is
 * valid. With `dryRun` it stops after the check. Imported tenants are pending creation in the coming night.
 */
export async function importTenants(
  ctx: HttpContext,
  location: Location,
  options: { dryRun?: boolean }
) {
  const file = await uploadedCsv(ctx)
  const { tenants, problems } = await checkTenantCsv(file, await liveTenantEmails(location))
  if (problems.length === 0 && tenants.length === 0) problems.push({ line: 2, rule: 'format' })
  if (problems.length > 0) throw refusal(ctx, problems)
  if (options.dryRun) return { dryRun: true, count: tenants.length, imported: 0 }

  const language = await defaultLanguage(location)
  const createAfter = nextNightlyRun().toJSDate()
  const now = new Date()
  const rows = tenants.map((tenant) => ({
    location_id: location.id,
    name: tenant.name,
    email: tenant.email,
    language,
    vlan: tenantVlan(location),
    passphrase: encryption.encrypt(generatePassphrase(), undefined, PASSPHRASE_PURPOSE),
    status: 'pending_creation',
    create_after: createAfter,
    public_id: newPublicId(),
    created_at: now,
    updated_at: now,
  }))
  await db
    .transaction(async (trx) => {
      for (let start = 0; start < rows.length; start += INSERT_CHUNK)
        await trx
          .insertQuery()
          .table('tenants')
          .multiInsert(rows.slice(start, start + INSERT_CHUNK))
      await recordAudit(
        {
          action: 'tenant.imported',
          objectType: 'location',
          objectId: location.id,
          newValues: { count: rows.length },
        },
        trx
      )
    })
    .catch(duplicateEmail)
  return { dryRun: false, count: rows.length, imported: rows.length }
}
