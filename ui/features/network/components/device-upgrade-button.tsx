import { useTranslation } from 'react-i18next'
import { upgradeDevice } from '../api/upgrade-device'
import type { DeviceView } from '../api/views'
import { ConfirmedDeviceAction } from './confirmed-device-action'

/** Installs the offered firmware after the name is typed: the device (and what hangs off it) is away for minutes. */
export function DeviceUpgradeButton({
  locationId,
  device,
}: {
  locationId: number
  device: DeviceView
}) {
  const { t } = useTranslation('network')
  return (
    <ConfirmedDeviceAction
      device={device}
      size="compact-sm"
      label={t('firmware.upgradeAction')}
      confirmLabel={t('firmware.upgradeAction')}
      namedLabel={t('firmware.upgradeNamed', { name: device.name })}
      title={t('firmware.upgradeTitle', { name: device.name, version: device.firmwareUpgrade })}
      warning={t('firmware.upgradeWarning')}
      started={t('firmware.started', { name: device.name })}
      run={() => upgradeDevice(locationId, device.id)}
    />
  )
}
