import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { openPrintable } from '../api/print-label'
import { archiveLocation, restoreLocation, snoozeLocation } from '../api/save-location'
import type { Location } from '../api/types'

/** Archive (typed confirmation), restore, snooze until a date, print the QR label or the public sign. */
export function LocationActions({
  location,
  canManage,
}: {
  location: Location
  canManage: boolean
}) {
  const { t } = useTranslation('locations')
  const [archiving, setArchiving] = useState(false)
  const [snoozing, setSnoozing] = useState(false)
  const [until, setUntil] = useState(location.snoozed_until?.slice(0, 10) ?? '')
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      toast('success', t(done))
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
  }
  const print = (kind: 'label' | 'public') =>
    openPrintable(location.id, kind).catch(() => toast('error', t('errors:codes.E_GENERIC')))

  return (
    <Group gap="xs">
      <Button variant="default" onClick={() => print('label')}>
        {t('actions.printLabel')}
      </Button>
      <Button variant="default" onClick={() => print('public')}>
        {t('actions.printPublic')}
      </Button>
      {canManage && location.status === 'archived' && (
        <Button onClick={() => run(() => restoreLocation(location.id), 'toasts.restored')}>
          {t('actions.restore')}
        </Button>
      )}
      {canManage && location.status !== 'archived' && (
        <>
          <Button variant="default" onClick={() => setSnoozing(true)}>
            {location.snoozed ? t('actions.changeSnooze') : t('actions.snooze')}
          </Button>
          <Button color="red" variant="light" onClick={() => setArchiving(true)}>
            {t('actions.archive')}
          </Button>
        </>
      )}
      <DeleteConfirmModal
        opened={archiving}
        onClose={() => setArchiving(false)}
        title={t('archive.title')}
        description={t('archive.description')}
        confirmValue={location.name}
        confirmLabel={t('actions.archive')}
        onConfirm={() => run(() => archiveLocation(location.id), 'toasts.archived')}
      />
      <Modal
        opened={snoozing}
        onClose={() => setSnoozing(false)}
        title={t('actions.snooze')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack>
          <TextInput
            type="date"
            label={t('fields.snoozed_until')}
            value={until}
            onChange={(event) => setUntil(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            {location.snoozed && (
              <Button
                variant="default"
                onClick={() =>
                  run(() => snoozeLocation(location.id, null), 'toasts.woken').then(() =>
                    setSnoozing(false)
                  )
                }
              >
                {t('actions.wake')}
              </Button>
            )}
            <Button
              disabled={!until}
              onClick={() =>
                run(() => snoozeLocation(location.id, until), 'toasts.snoozed').then(() =>
                  setSnoozing(false)
                )
              }
            >
              {t('actions.snooze')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  )
}
