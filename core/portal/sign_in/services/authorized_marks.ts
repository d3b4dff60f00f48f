import db from '@adonisjs/lucid/services/db'

/**
 * Marks sign-ins authorized once their controller let the device through, in one statement for all the marks that
 * wait at that moment: at a busy venue many guests' controller answers arrive together, and each would otherwise
 * cost its own round trip. One statement runs at a time; the marks that arrive meanwhile go in the next. Each caller
 * gets its answer once its row is written, so a sign-in is reported authorized only when the row says so. A mark
 * lost with the process leaves its row pending, claimed for a while: the retry tick asks the controller again
 * (authorizing a device twice is harmless).
 */
interface Mark {
  id: number
  attempts: number
  at: Date
  done: (error?: unknown) => void
}

const MAX_PER_STATEMENT = 500
const waiting: Mark[] = []
let writing = false

export function markAuthorized(id: number, attempts: number): Promise<void> {
  return new Promise((resolve, reject) => {
    waiting.push({
      id,
      attempts,
      at: new Date(),
      done: (error) => (error ? reject(error) : resolve()),
    })
    if (!writing && waiting.length === 1) setImmediate(() => void writeWaiting())
  })
}

async function writeWaiting() {
  if (writing || !waiting.length) return
  writing = true
  const marks = waiting.splice(0, MAX_PER_STATEMENT)
  try {
    await db.rawQuery(
      `update portal_sign_ins as s set attempts = v.attempts, status = 'authorized', authorized_at = v.at,
         last_error = null, next_attempt_at = null
       from (values ${marks.map(() => '(?::bigint, ?::int, ?::timestamptz)').join(', ')}) as v(id, attempts, at)
       where s.id = v.id and s.status = 'pending'`,
      marks.flatMap((mark) => [mark.id, mark.attempts, mark.at])
    )
    for (const mark of marks) mark.done()
  } catch (error) {
    for (const mark of marks) mark.done(error)
  } finally {
    writing = false
    if (waiting.length) setImmediate(() => void writeWaiting())
  }
}
