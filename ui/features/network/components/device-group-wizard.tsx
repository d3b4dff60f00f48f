import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Stepper,
  Text,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { DEVICE_GROUP_TYPES, deviceGroupType } from '../api/get-device-groups'
import { saveDeviceGroup, type DeviceGroupInput } from '../api/save-device-group'
import type { DeviceGroupView, DeviceView } from '../api/views'
import { DeviceStateBadge } from './network-badges'

interface DeviceGroupWizardProps {
  locationId: number
  devices: DeviceView[]
  /** The group being edited; a new group when absent. */
  group?: DeviceGroupView
  onClose: () => void
}

/** The group wizard of spec §2: info (name, type), then devices (at least one, spec §5). */
export function DeviceGroupWizard({ locationId, devices, group, onClose }: DeviceGroupWizardProps) {
  const { t } = useTranslation('network')
  const [step, setStep] = useState(0)
  const form = useForm<DeviceGroupInput>({
    initialValues: {
      name: group?.name ?? '',
      type: deviceGroupType(group?.type),
      deviceIds: group?.devices.map((device) => device.id) ?? [],
    },
    validate: (values) =>
      step === 0
        ? { name: values.name.trim() ? null : t('validation:rules.required') }
        : { deviceIds: values.deviceIds.length > 0 ? null : t('systems.needDevice') },
  })

  const next = () => {
    if (!form.validate().hasErrors) setStep(1)
  }

  const submit = form.onSubmit(async (values) => {
    try {
      await saveDeviceGroup(locationId, { ...values, name: values.name.trim() }, group?.id)
      toast('success', group ? t('common:toasts.saved') : t('systems.created'))
      onClose()
    } catch (error) {
      const errors = formErrors(t, error)
      form.setErrors(errors)
      if ('name' in errors || 'type' in errors) setStep(0)
      toast('error', errorMessage(t, error))
    }
  })

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      onClose={onClose}
      title={group ? t('systems.editTitle', { name: group.name }) : t('systems.newTitle')}
      size="lg"
      centered
    >
      <form onSubmit={step === 1 ? submit : (event) => (event.preventDefault(), next())} noValidate>
        <Stepper active={step} onStepClick={(index) => index < step && setStep(index)} size="sm">
          <Stepper.Step label={t('systems.stepInfo')}>
            <Stack mt="md">
              <TextInput
                label={t('systems.name')}
                required
                data-autofocus
                {...form.getInputProps('name')}
              />
              <NativeSelect
                label={t('systems.type')}
                data={DEVICE_GROUP_TYPES.map((value) => ({
                  value,
                  label: t(`systems.types.${value}`),
                }))}
                {...form.getInputProps('type')}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step label={t('systems.stepDevices')}>
            <Stack mt="md" gap="xs">
              {devices.length === 0 && <Text c="dimmed">{t('systems.noDevices')}</Text>}
              <Checkbox.Group label={t('systems.devices')} {...form.getInputProps('deviceIds')}>
                <Stack gap={6} mt="xs">
                  {devices.map((device) => (
                    <Group key={device.id} gap="xs">
                      <Checkbox
                        value={device.id}
                        label={`${device.name} (${t(`kind.${device.kind}`)})`}
                      />
                      <DeviceStateBadge state={device.state} />
                    </Group>
                  ))}
                </Stack>
              </Checkbox.Group>
              {form.errors.deviceIds && devices.length === 0 && (
                <Alert color="red">{form.errors.deviceIds}</Alert>
              )}
            </Stack>
          </Stepper.Step>
        </Stepper>
        <Group justify="space-between" mt="lg">
          <Button variant="default" onClick={step === 0 ? onClose : () => setStep(0)}>
            {step === 0 ? t('common:actions.cancel') : t('systems.back')}
          </Button>
          {step === 0 ? (
            <Button type="submit">{t('systems.next')}</Button>
          ) : (
            <Button type="submit" loading={form.submitting}>
              {group ? t('common:actions.save') : t('systems.create')}
            </Button>
          )}
        </Group>
      </form>
    </Modal>
  )
}
