import { Button } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { upgradeDevice } from '../api/upgrade-device'
import type { DeviceView } from '../api/types'

/** Installs the offered firmware after the name is typed: the device (and what hangs off it) is away for minutes. */
export function DeviceUpgradeButton({ locationId, device }: { locationId: number; device: DeviceView }) {
  const { t } = useTranslation('network')
  const [confirming, setConfirming] = useState(false)
  const confirm = async () => {
    try {
      await upgradeDevice(locationId, device.id)
      toast('success', t('firmware.started', { name: device.name }))
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
  }
  return (
    <>
      <Button size="compact-sm" color="orange" disabled={!device.online} onClick={() => setConfirming(true)} aria-label={t('firmware.upgradeNamed', { name: device.name })}>
        {t('firmware.upgradeAction')}
      </Button>
      <DeleteConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title={t('firmware.upgradeTitle', { name: device.name, version: device.firmwareUpgrade })}
        description={t('firmware.upgradeWarning')}
        confirmValue={device.name}
        confirmLabel={t('firmware.upgradeAction')}
        color="orange"
      />
    </>
  )
}
