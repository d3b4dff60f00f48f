import vine from '@vinejs/vine'
import { splitCsvHeader, type CsvSource } from '#kernel/csv/read_csv'

export interface CsvTenant {
  line: number
  name: string
  email: string
}

export type CsvRule = 'format' | 'name' | 'email' | 'duplicate' | 'exists'

export interface CsvProblem {
  line: number
  rule: CsvRule
  /** The offending value (an e-mail address), when it helps to name it. */
  value?: string
  /** For a duplicate: the line the address appeared on first. */
  firstLine?: number
}

const HEADER = ['name', 'email']
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** The header row fixes the delimiter: `name,email` (or `name;email`, as Excel writes it in nl/fr/de). */
function delimiterOf(header: string) {
  for (const delimiter of [',', ';']) {
    const fields = splitCsvHeader(header, delimiter)
    if (
      fields &&
      fields.length === 2 &&
      fields.every((field, index) => field.toLowerCase() === HEADER[index])
    )
      return delimiter
  }
  return null
}

/**
 * Checks a whole tenant CSV (spec §5: a header row with exactly the two columns name and email) before anything is
 * written: every problem, by the file's line a record starts on (the header is line 1; empty lines count but are
 * skipped; a quoted name may span lines). `existing` holds the lower-cased addresses of the venue's live tenants.
 */
export async function checkTenantCsv(file: CsvSource, existing: Set<string>) {
  const delimiter = delimiterOf(file.firstLine)
  if (!delimiter) return { tenants: [], problems: [{ line: 1, rule: 'format' as const }] }

  const tenants: CsvTenant[] = []
  const problems: CsvProblem[] = []
  const seen = new Map<string, number>()
  for await (const { line, fields } of file.records(delimiter)) {
    if (!fields || fields.length !== 2) {
      problems.push({ line, rule: 'format' })
      continue
    }
    const [name, email] = fields
    if (!name || name.length > 120 || CONTROL.test(name)) problems.push({ line, rule: 'name' })
    if (email.length > 254 || !vine.helpers.isEmail(email)) {
      problems.push({ line, rule: 'email', value: email.slice(0, 254) })
      continue
    }
    const key = email.toLowerCase()
    const firstLine = seen.get(key)
    if (firstLine !== undefined) problems.push({ line, rule: 'duplicate', value: email, firstLine })
    else if (existing.has(key)) problems.push({ line, rule: 'exists', value: email })
    seen.set(key, firstLine ?? line)
    tenants.push({ line, name, email })
  }
  return { tenants, problems }
}
