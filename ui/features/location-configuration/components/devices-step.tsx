import {
  Alert,
  Autocomplete,
  Button,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  usePeplinkSerials,
  useSiteDevices,
  type Configuration,
  type DeviceChoice,
} from '../api/configuration'
import { useStepSubmit } from './use-step-submit'

const KIND = { router: 'gateway', switch: 'switch', access_point: 'ap' } as const
type DeviceStepName = keyof typeof KIND
type Picked = { mac: string; ip: string; name?: string }

/** The devices named by the other device steps: counted for the plan. */
function otherDevices(configuration: Configuration, step: DeviceStepName) {
  return configuration.steps
    .filter((entry) => entry.step in KIND && entry.step !== step)
    .reduce((total, entry) => total + ((entry.values as any)?.devices?.length ?? 0), 0)
}

/**
 * Steps 2–4: the devices of one kind, picked from what the controller shows on the site, each with the address it
 * must answer from. The router step on Peplink takes the serial; the access point step the plan, which must suit
 * the device count.
 */
export function DevicesStep({
  configuration,
  step,
  values,
  onSaved,
}: {
  configuration: Configuration
  step: DeviceStepName
  values: Record<string, any> | null
  onSaved: () => void
}) {
  const { t } = useTranslation('locationConfiguration')
  const locationId = configuration.locationId
  const type = configuration.steps.find((entry) => entry.step === 'type')?.values as any
  const { data: all } = useSiteDevices(locationId, Boolean(type))
  const available = (all ?? []).filter((device) => device.kind === KIND[step] && device.mac)
  const [picked, setPicked] = useState<Picked[]>(values?.devices ?? [])
  const [serial, setSerial] = useState<string>(values?.peplinkSerial ?? '')
  const [plan, setPlan] = useState<string>(String(values?.plan ?? configuration.plan))
  const peplink = step === 'router' && type?.vendor === 'peplink'
  const { data: serials } = usePeplinkSerials(locationId, peplink)
  const { submit, errors, message, code, busy } = useStepSubmit(locationId, step)
  const total = otherDevices(configuration, step) + picked.length
  const suggested = configuration.plans.find((entry) => entry.maxDevices >= total)

  const choose = (macs: string[]) =>
    setPicked(
      macs.map((mac) => {
        const kept = picked.find((device) => device.mac === mac)
        const device = available.find((candidate) => candidate.mac === mac) as DeviceChoice
        return kept ?? { mac, ip: device?.ip ?? '', name: device?.name }
      })
    )

  const save = async () => {
    const current = configuration.plans.find((entry) => String(entry.plan) === plan)
    const saved = await submit(
      {
        devices: picked,
        ...(peplink ? { peplinkSerial: serial } : {}),
        ...(step === 'access_point' ? { plan: Number(plan) } : {}),
      },
      {
        devices: total,
        planName: current?.name,
        count: current?.maxDevices ?? 0,
        suggestedName: suggested?.name,
      }
    )
    if (saved) onSaved()
    else if (step === 'access_point' && suggested) setPlan(String(suggested.plan))
  }

  return (
    <Stack gap="sm" maw={520}>
      {available.length === 0 && <Text c="dimmed">{t('devices.none')}</Text>}
      <MultiSelect
        label={t('devices.pick')}
        description={step === 'switch' ? t('devices.optional') : undefined}
        data={available.map((device) => ({
          value: device.mac!,
          label: `${device.name} · ${device.mac}${device.ip ? ` · ${device.ip}` : ''}`,
        }))}
        value={picked.map((device) => device.mac)}
        onChange={choose}
        searchable
        error={errors.devices}
      />
      {picked.map((device, index) => (
        <TextInput
          key={device.mac}
          label={t('devices.ip', { name: device.name ?? device.mac })}
          value={device.ip}
          onChange={(event) => {
            const ip = event.currentTarget.value
            setPicked(picked.map((row, at) => (at === index ? { ...row, ip } : row)))
          }}
          error={errors[`devices.${index}.ip`] ?? errors[`devices.${index}.mac`]}
        />
      ))}
      {peplink && (
        <Autocomplete
          label={t('devices.peplinkSerial')}
          data={(serials ?? []).map((entry) => entry.value)}
          value={serial}
          onChange={setSerial}
          error={errors.peplinkSerial}
        />
      )}
      {step === 'access_point' && (
        <Select
          label={t('devices.plan')}
          description={t('devices.count', { count: total })}
          data={configuration.plans.map((entry) => ({
            value: String(entry.plan),
            label: t('devices.planOption', { name: entry.name, count: entry.maxDevices }),
          }))}
          value={plan}
          onChange={(value) => setPlan(value ?? plan)}
          allowDeselect={false}
          error={errors.plan}
        />
      )}
      {message && (
        <Alert color={code === 'E_CONFIGURATION_PLAN_TOO_SMALL' ? 'orange' : 'red'} role="alert">
          {message}
        </Alert>
      )}
      <Button onClick={save} loading={busy}>
        {t('save')}
      </Button>
    </Stack>
  )
}
