import { Button, type MantineSize } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import type { DeviceView } from '../api/views'

export interface ConfirmedDeviceActionProps {
  device: DeviceView
  /** The button's text and the confirm button's. */
  label: string
  confirmLabel: string
  /** The button's accessible name, naming the device (several such buttons share a table). */
  namedLabel: string
  title: string
  warning: string
  /** The toast when the controller took the command. */
  started: string
  disabled?: boolean
  size?: MantineSize | 'compact-sm'
  run: () => Promise<unknown>
}

/**
 * A command that takes a device (and what hangs off it) away for a while: it runs only after its name is typed,
 * and says in a toast whether the controller took it.
 */
export function ConfirmedDeviceAction({
  device,
  label,
  confirmLabel,
  namedLabel,
  title,
  warning,
  started,
  disabled,
  size = 'xs',
  run,
}: ConfirmedDeviceActionProps) {
  const { t } = useTranslation('network')
  const [confirming, setConfirming] = useState(false)
  const confirm = async () => {
    try {
      await run()
      toast('success', started)
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
  }
  return (
    <>
      <Button
        size={size}
        color="orange"
        disabled={disabled || !device.online}
        onClick={() => setConfirming(true)}
        aria-label={namedLabel}
      >
        {label}
      </Button>
      <DeleteConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title={title}
        description={warning}
        confirmValue={device.name}
        confirmLabel={confirmLabel}
        color="orange"
      />
    </>
  )
}
