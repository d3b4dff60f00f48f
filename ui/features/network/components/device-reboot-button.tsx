import { useTranslation } from 'react-i18next'
import { rebootDevice } from '../api/reboot-device'
import type { DeviceView } from '../api/views'
import { ConfirmedDeviceAction } from './confirmed-device-action'

export function DeviceRebootButton({
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
      label={t('reboot.device')}
      confirmLabel={t('reboot.confirm')}
      namedLabel={t('reboot.deviceNamed', { name: device.name })}
      title={t('reboot.deviceTitle', { name: device.name })}
      warning={t('reboot.deviceWarning')}
      started={t('reboot.deviceStarted', { name: device.name })}
      disabled={device.state === 'rebooting'}
      run={() => rebootDevice(locationId, device.id)}
    />
  )
}
