import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import type { Allocation } from '../api/inventory'
import { changeHardware } from '../api/inventory-writes'

/** Return an allocation to stock, or write it off as lost or broken (logged either way). */
export function AllocationActions({
  allocation,
}: {
  allocation: Pick<Allocation, 'id' | 'locationId' | 'productName'>
}) {
  const { t } = useTranslation('inventory')
  const [busy, setBusy] = useState<string | null>(null)
  const act = async (action: 'return' | 'lost' | 'broken') => {
    setBusy(action)
    try {
      await changeHardware(allocation.locationId, { action, allocationId: allocation.id })
      toast('success', t(`caas.done.${action}`, { name: allocation.productName }))
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(null)
    }
  }
  return (
    <Group gap="xs">
      {(['return', 'lost', 'broken'] as const).map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'return' ? 'light' : 'subtle'}
          color={action === 'return' ? undefined : 'red'}
          loading={busy === action}
          disabled={busy !== null}
          onClick={() => act(action)}
        >
          {t(`caas.actions.${action}`)}
        </Button>
      ))}
    </Group>
  )
}
