import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { rebootDevice } from '../api/reboot-device'
import type { DeviceView } from '../api/types'

export function DeviceRebootButton({ locationId, device }: { locationId: number; device: DeviceView }) {
  const { t } = useTranslation('network')
  const [confirming, setConfirming] = useState(false)
  const confirm = async () => {
    try {
      await rebootDevice(locationId, device.id)
      toast('success', t('reboot.deviceStarted', { name: device.name }))
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
  }
  return (
    <>
      <Button
        size="xs"
        color="orange"
        disabled={device.state === 'rebooting' || !device.online}
        onClick={() => setConfirming(true)}
        aria-label={t('reboot.deviceNamed', { name: device.name })}
      >
        {t('reboot.device')}
      </Button>
      <DeleteConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title={t('reboot.deviceTitle', { name: device.name })}
        description={t('reboot.deviceWarning')}
        confirmValue={device.name}
        confirmLabel={t('reboot.confirm')}
        color="orange"
      />
    </>
  )
}
