import { InProcessDriver } from '#kernel/jobs/drivers/in_process_driver'
import type { DriverUnderTest } from '#tests/functional/jobs/job_harness'
import { jobLifecycleScenarios } from '#tests/functional/jobs/job_lifecycle_scenarios'
import { jobRecoveryScenarios } from '#tests/functional/jobs/job_recovery_scenarios'

const inProcess: DriverUnderTest = {
  name: 'in-process',
  create: () => new InProcessDriver(),
  dispose: async () => {},
}

jobLifecycleScenarios(inProcess)
jobRecoveryScenarios(inProcess)
