import { InProcessDriver } from '#kernel/jobs/drivers/in_process_driver'
import { jobSystemScenarios } from '#tests/functional/jobs/job_system_scenarios'

jobSystemScenarios(
  'in-process',
  () => new InProcessDriver(),
  async () => {}
)
