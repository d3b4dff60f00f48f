import { Job } from '#kernel/jobs/job'
import { JobRegistry } from '#kernel/jobs/job_registry'

/** Jobs used by the job system specs, on a queue no application job uses. */
export const SPEC_QUEUE = 'spec'

export const calls = new Map<string, number>()
export const gates = new Map<string, Promise<void>>()
export const failedCalls: { key: string; message: string }[] = []

function count(key: string) {
  const n = (calls.get(key) ?? 0) + 1
  calls.set(key, n)
  return n
}

export class RecordingJob extends Job<{ key: string }> {
  static jobName = 'spec.recording'
  static queue = SPEC_QUEUE

  async handle({ key }: { key: string }) {
    count(key)
    await gates.get(key)
  }
}

export class FlakyJob extends Job<{ key: string; failures: number }> {
  static jobName = 'spec.flaky'
  static queue = SPEC_QUEUE
  static attempts = 3
  static backoff = { type: 'exponential' as const, delayMs: 50 }

  async handle({ key, failures }: { key: string; failures: number }) {
    const n = count(key)
    if (n <= failures) throw new Error(`failure ${n}`)
  }
}

/** Fails once, then waits an hour: shows where the retry is scheduled. */
export class SlowRetryJob extends Job<{ key: string }> {
  static jobName = 'spec.slow_retry'
  static queue = SPEC_QUEUE
  static attempts = 2
  static backoff = { type: 'fixed' as const, delayMs: 3_600_000 }

  async handle({ key }: { key: string }) {
    count(key)
    throw new Error('not yet')
  }
}

export class DoomedJob extends Job<{ key: string }> {
  static jobName = 'spec.doomed'
  static queue = SPEC_QUEUE
  static attempts = 2
  static backoff = { type: 'fixed' as const, delayMs: 20 }

  async handle({ key }: { key: string }) {
    count(key)
    throw new Error(`doomed ${key}`)
  }

  failed({ key }: { key: string }, error: Error) {
    failedCalls.push({ key, message: error.message })
  }
}

export function specRegistry() {
  return new JobRegistry(
    [RecordingJob, FlakyJob, SlowRetryJob, DoomedJob].map((JobClass) => async () => ({
      default: JobClass,
    }))
  )
}
