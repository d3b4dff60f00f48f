import { Stepper, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Configuration, StepName } from '../api/configuration'
import { TypeStep } from './type-step'
import { DevicesStep } from './devices-step'
import { WlansStep } from './wlans-step'
import { ReportStep } from './report-step'

/**
 * The six steps of the configuration wizard. It opens at the step the server says to resume at; a completed step can
 * be opened again to change it. On a phone the steps stand one under the other.
 */
export function ConfigurationWizard({ configuration }: { configuration: Configuration }) {
  const { t } = useTranslation('locationConfiguration')
  const narrow = useMediaQuery('(max-width: 48em)')
  const names = configuration.steps.map((entry) => entry.step)
  const resumeAt = configuration.currentStep
    ? names.indexOf(configuration.currentStep)
    : names.length - 1
  const [active, setActive] = useState(resumeAt)
  const reachable = (index: number) =>
    index <= resumeAt || configuration.steps[index - 1]?.completed === true

  const body = (step: StepName) => {
    const values = (configuration.steps.find((entry) => entry.step === step)?.values ??
      null) as Record<string, any> | null
    const next = () => setActive(Math.min(names.indexOf(step) + 1, names.length - 1))
    const props = { configuration, values, onSaved: next }
    if (step === 'type') return <TypeStep {...props} />
    if (step === 'wlans') return <WlansStep {...props} />
    if (step === 'report') return <ReportStep {...props} />
    return <DevicesStep {...props} step={step} key={step} />
  }

  return (
    <>
      <Text size="sm" c="dimmed">
        {t('resumeHint')}
      </Text>
      <Stepper
        active={active}
        onStepClick={(index) => reachable(index) && setActive(index)}
        orientation={narrow ? 'vertical' : 'horizontal'}
        size="sm"
        allowNextStepsSelect={false}
      >
        {configuration.steps.map((entry, index) => (
          <Stepper.Step
            key={entry.step}
            label={t(`steps.${entry.step}`)}
            completedIcon={undefined}
            allowStepSelect={reachable(index)}
            color={entry.completed ? undefined : 'gray'}
          >
            {index === active ? body(entry.step) : null}
          </Stepper.Step>
        ))}
      </Stepper>
    </>
  )
}
