import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import JobRun from '#kernel/jobs/job_run'
import type { JobClass } from '#kernel/jobs/job'

/*
 * The SQL of the job_runs lifecycle. Times come from the database clock
 * (clock_timestamp(), not now(), which stays at the start of a transaction),
 * so every worker and the sweep agree on what is due.
 */
const AFTER_MS = "clock_timestamp() + ? * interval '1 millisecond'"

export async function insertRun(
  JobClass: JobClass,
  payload: unknown,
  delayMs: number,
  trx?: TransactionClientContract
) {
  const client = trx ?? db
  const [row] = await client
    .insertQuery()
    .table('job_runs')
    .insert({
      job_name: JobClass.jobName,
      queue: JobClass.queue,
      payload: JSON.stringify(payload ?? null),
      status: 'pending',
      attempts: 0,
      max_attempts: Math.max(1, JobClass.attempts),
      available_at: client.raw(AFTER_MS, [Math.max(0, delayMs)]),
      created_at: client.raw('clock_timestamp()'),
      updated_at: client.raw('clock_timestamp()'),
    })
    .returning('*')
  return toModel(row)
}

/**
 * Takes a run for one execution: a due pending run, or a running one whose
 * lock expired (its worker died). Atomic, so only one worker wins.
 */
export async function claimRun(runId: number, queue: string, lockMs: number) {
  const result = await db.rawQuery(
    `update job_runs set status = 'running', attempts = attempts + 1,
       locked_until = ${AFTER_MS}, updated_at = clock_timestamp()
     where id = ? and queue = ? and (
       (status = 'pending' and available_at <= clock_timestamp()) or
       (status = 'running' and locked_until < clock_timestamp()))
     returning *`,
    [lockMs, runId, queue]
  )
  return result.rows[0] ? toModel(result.rows[0]) : null
}

/** Extends the lock of a run this execution still holds (the heartbeat); false when it lost the run. */
export async function renewRun(run: JobRun, lockMs: number) {
  const updated = await db
    .from('job_runs')
    .where({ id: run.id, status: 'running', attempts: run.attempts })
    .update({ locked_until: db.raw(AFTER_MS, [lockMs]) })
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0
}

/**
 * Gives a run this process is still executing back to the queue when the process stops (SIGTERM): due at once, so
 * another worker runs it without waiting for the lock to expire. The interrupted attempt does not use up the run's
 * budget (one more is allowed), while the attempt number still grows: it tells the two executions apart, so the
 * interrupted one cannot record an outcome. False when the run was settled or taken over meanwhile.
 */
export async function handBackRun(run: JobRun) {
  const updated = await db
    .from('job_runs')
    .where({ id: run.id, status: 'running', attempts: run.attempts })
    .update({
      status: 'pending',
      max_attempts: db.raw('max_attempts + 1'),
      available_at: db.raw('clock_timestamp()'),
      locked_until: null,
      updated_at: db.raw('clock_timestamp()'),
    })
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0
}

/** Milliseconds until a pending run is due, when a trigger came too early; null otherwise. */
export async function msUntilDue(runId: number, queue: string): Promise<number | null> {
  const result = await db.rawQuery(
    `select ceil(extract(epoch from (available_at - clock_timestamp())) * 1000) as ms
     from job_runs where id = ? and queue = ? and status = 'pending'`,
    [runId, queue]
  )
  const ms = result.rows[0] ? Number(result.rows[0].ms) : null
  return ms !== null && ms > 0 ? ms : null
}

export async function completeRun(run: JobRun) {
  return settle(run, {
    status: 'completed',
    finished_at: db.raw('clock_timestamp()'),
    last_error: null,
  })
}

export async function rescheduleRun(run: JobRun, delayMs: number, error: string) {
  return settle(run, {
    status: 'pending',
    available_at: db.raw(AFTER_MS, [delayMs]),
    last_error: error,
  })
}

export async function failRun(run: JobRun, error: string) {
  return settle(run, {
    status: 'failed',
    finished_at: db.raw('clock_timestamp()'),
    last_error: error,
  })
}

/** Runs to trigger again: pending past due, or running past their lock. */
export async function findRunsToRetrigger(queues: string[], limit: number) {
  if (queues.length === 0) return []
  const rows = await db
    .from('job_runs')
    .select('id', 'queue', 'attempts', 'created_at')
    .whereIn('queue', queues)
    .where((query) => {
      query
        .where((pending) =>
          pending.where('status', 'pending').whereRaw('available_at <= clock_timestamp()')
        )
        .orWhere((stuck) =>
          stuck.where('status', 'running').whereRaw('locked_until < clock_timestamp()')
        )
    })
    .orderBy('available_at')
    .limit(limit)
  return rows.map((row) => ({
    id: Number(row.id),
    queue: row.queue as string,
    attempts: Number(row.attempts),
    createdAt: DateTime.fromJSDate(row.created_at as Date),
  }))
}

/**
 * Only the execution that claimed the run (same attempt, still running) may
 * record its outcome; false when another one has taken the run over.
 */
async function settle(run: JobRun, values: Record<string, unknown>) {
  const updated = await db
    .from('job_runs')
    .where({ id: run.id, status: 'running', attempts: run.attempts })
    .update({ ...values, locked_until: null, updated_at: db.raw('clock_timestamp()') })
  return Number(Array.isArray(updated) ? updated[0] : updated) > 0
}

function toModel(row: Record<string, unknown>) {
  return JobRun.$createFromAdapterResult(row)!
}
