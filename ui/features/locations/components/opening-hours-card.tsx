import { Button, Group, Skeleton, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OpeningHoursEditor } from '@/components/opening-hours/opening-hours-editor'
import { openingHoursErrorMessages, type OpeningHours } from '@/components/opening-hours/opening-hours'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { saveOpeningHours, useOpeningHours } from '../api/opening-hours'

export function OpeningHoursCard({ locationId, canWrite }: { locationId: number; canWrite: boolean }) {
  const { data } = useOpeningHours(locationId)
  return data ? <Editor key={locationId} locationId={locationId} initial={data} canWrite={canWrite} /> : <Skeleton height={200} />
}

function Editor({ locationId, initial, canWrite }: { locationId: number; initial: OpeningHours; canWrite: boolean }) {
  const { t } = useTranslation('locations')
  const [hours, setHours] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const save = async () => {
    const local = openingHoursErrorMessages(t, hours)
    setErrors(local)
    if (Object.keys(local).length) return
    setBusy(true)
    try {
      setHours(await saveOpeningHours(locationId, hours))
      toast('success', t('common:toasts.saved'))
    } catch (error) {
      setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack>
      <OpeningHoursEditor value={hours} onChange={setHours} errors={errors} disabled={!canWrite} />
      {canWrite && (
        <Group justify="flex-end">
          <Button onClick={save} loading={busy}>
            {t('actions.saveOpeningHours')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
