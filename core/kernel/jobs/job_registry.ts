import type { JobClass } from '#kernel/jobs/job'

export type JobLoader = () => Promise<{ default: JobClass }>

/**
 * The job classes a process can run, from the explicit list in
 * config/jobs.ts. Loaded on first use, then looked up by `jobName`.
 */
export class JobRegistry {
  #loaded?: Promise<Map<string, JobClass>>

  /**
   * `verifyDispatches: false` in a process that only queues jobs (a web process with JOBS_RUN_WORKER=false): checking
   * a dispatched class against config/jobs.ts loads every job module, and with them what only jobs use (ExcelJS,
   * pdf-lib, sharp, archivers: 15 MB more live heap, docs/benchmarks.md "Where the memory goes"). Processes that run jobs
   * (workers, tests, embedded) still refuse an unregistered class at dispatch, and a worker fails a run it cannot find.
   */
  constructor(
    private loaders: JobLoader[],
    private options: { verifyDispatches?: boolean } = {}
  ) {}

  async find(jobName: string): Promise<JobClass | undefined> {
    return (await this.#all()).get(jobName)
  }

  /** The queues that workers must consume: one per queue of a registered job. */
  async queues(): Promise<string[]> {
    const classes = [...(await this.#all()).values()]
    return [...new Set(classes.map((JobClass) => JobClass.queue))].sort()
  }

  /** The lock of a claimed run must outlast its job's timeout, which is unknown until the row is read. */
  async longestTimeoutMs(queue: string) {
    const timeouts = [...(await this.#all()).values()]
      .filter((Job) => Job.queue === queue)
      .map((Job) => Job.timeoutMs)
    return Math.max(0, ...timeouts)
  }

  async assertRegistered(JobClass: JobClass) {
    if (this.options.verifyDispatches === false) return
    if ((await this.find(JobClass.jobName)) !== JobClass) {
      throw new Error(
        `Job "${JobClass.jobName ?? JobClass.name}" is not registered in config/jobs.ts`
      )
    }
  }

  #all() {
    this.#loaded ??= Promise.all(this.loaders.map((load) => load())).then((modules) => {
      const byName = new Map<string, JobClass>()
      for (const { default: JobClass } of modules) {
        if (!JobClass.jobName) throw new Error(`Job class ${JobClass.name} has no static jobName`)
        if (byName.has(JobClass.jobName))
          throw new Error(`Two job classes are named "${JobClass.jobName}"`)
        byName.set(JobClass.jobName, JobClass)
      }
      return byName
    })
    return this.#loaded
  }
}
