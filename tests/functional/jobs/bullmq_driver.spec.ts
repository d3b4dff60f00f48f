import { BullMQDriver } from '#kernel/jobs/drivers/bullmq_driver'
import { jobSystemScenarios } from '#tests/functional/jobs/job_system_scenarios'
import { SPEC_QUEUE } from '#tests/functional/jobs/spec_jobs'

/** Against the machine's Redis (REDIS_URL), under a key prefix of this run only, deleted after each test. */
const prefix = `airdeck-spec:${process.pid}-${Date.now()}`
let test = 0

jobSystemScenarios(
  'bullmq',
  () => new BullMQDriver({ redisUrl: process.env.REDIS_URL!, prefix: `${prefix}-${++test}` }),
  async (driver) => {
    await (driver as BullMQDriver).purge([SPEC_QUEUE])
    await driver.close()
  }
)
