import { Alert, Button, Loader, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { rebootNetwork } from '../api/reboot-network'
import type { NetworkOverview } from '../api/views'

interface RebootNetworkButtonProps {
  locationId: number
  locationName: string
  overview: NetworkOverview
  canUpdate: boolean
  /** Receives the overview the server answered (reboot in progress), so the page shows it at once. */
  onRebooted: (overview: NetworkOverview) => void
}

export function RebootNetworkButton({
  locationId,
  locationName,
  overview,
  canUpdate,
  onRebooted,
}: RebootNetworkButtonProps) {
  const { t } = useTranslation('network')
  const [confirming, setConfirming] = useState(false)

  if (overview.rebootInProgress) {
    return (
      <Alert color="orange" role="status">
        <Group gap="xs">
          <Loader size="xs" color="orange" />
          <Text size="sm">{t('reboot.inProgress')}</Text>
        </Group>
      </Alert>
    )
  }
  if (!canUpdate || !overview.capabilities.includes('rebootNetwork')) return null

  const confirm = async () => {
    try {
      onRebooted(await rebootNetwork(locationId))
      toast('success', t('reboot.started'))
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
  }

  return (
    <>
      <Button color="orange" onClick={() => setConfirming(true)}>
        {t('reboot.network')}
      </Button>
      <DeleteConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        title={t('reboot.networkTitle')}
        description={t('reboot.networkWarning')}
        confirmValue={locationName}
        confirmLabel={t('reboot.confirm')}
        color="orange"
      />
    </>
  )
}
