import { readFile, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import { CliError } from './cli-error.js'
import { lineErrors } from './tenants-api.js'
import { renderImportErrors } from '../components/import-report.js'

/** Line errors listed on screen at most; --json prints them all. */
const LISTED = 100

/** The CSV a command uploads (tenants, stock): its name and bytes, or E_FILE_UNREADABLE naming the path. */
export async function readCsvFile(path: string) {
  try {
    if (!(await stat(path)).isFile()) throw new Error('not a file')
    return { name: basename(path), bytes: await readFile(path) }
  } catch (cause) {
    throw new CliError('E_FILE_UNREADABLE', { path, cause })
  }
}

/** A refused file: every line the server named (stdout as JSON with --json), then the error itself to throw. */
export function reportImportRefusal(error: unknown, json: boolean | undefined) {
  if (!(error instanceof CliError)) return error
  const lines = lineErrors(error.details.errors)
  if (json) {
    process.stdout.write(
      JSON.stringify(
        {
          code: error.code,
          message: error.details.serverMessage,
          errors: error.details.errors ?? [],
        },
        null,
        2
      ) + '\n'
    )
  } else if (lines.length > 0) {
    renderImportErrors({ lines, listedAtMost: LISTED })
  }
  return error
}
