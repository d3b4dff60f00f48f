import { BullMQDriver } from '#kernel/jobs/drivers/bullmq_driver'
import type { DriverUnderTest } from '#tests/functional/jobs/job_harness'
import { jobLifecycleScenarios } from '#tests/functional/jobs/job_lifecycle_scenarios'
import { jobRecoveryScenarios } from '#tests/functional/jobs/job_recovery_scenarios'
import { SPEC_QUEUE } from '#tests/functional/jobs/spec_jobs'

/** Against the machine's Redis (REDIS_URL), under key prefixes of this run only, deleted after each test. */
const prefix = `airdeck-spec:${process.pid}-${Date.now()}`
let created = 0

const bullmq: DriverUnderTest = {
  name: 'bullmq',
  create: () =>
    new BullMQDriver({ redisUrl: process.env.REDIS_URL!, prefix: `${prefix}-${++created}` }),
  dispose: async (driver) => {
    await (driver as BullMQDriver).purge([SPEC_QUEUE])
    await driver.close()
  },
}

jobLifecycleScenarios(bullmq)
jobRecoveryScenarios(bullmq)
