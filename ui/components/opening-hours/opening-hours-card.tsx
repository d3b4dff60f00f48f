import { Button, Group, Skeleton, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { OpeningHoursEditor } from './opening-hours-editor'
import { openingHoursErrorMessages, type OpeningHours } from './opening-hours'
import { saveOpeningHours, useOpeningHours, type OpeningHoursOwner } from './opening-hours-api'

interface OpeningHoursCardProps {
  owner: OpeningHoursOwner
  id: number
  canWrite: boolean
}

/** Loads, edits and saves the opening hours of a location, customer or group (spec §3, §5). */
export function OpeningHoursCard({ owner, id, canWrite }: OpeningHoursCardProps) {
  const { data } = useOpeningHours(owner, id)
  return data ? (
    <Editor key={`${owner}-${id}`} owner={owner} id={id} initial={data} canWrite={canWrite} />
  ) : (
    <Skeleton height={200} />
  )
}

function Editor({
  owner,
  id,
  initial,
  canWrite,
}: OpeningHoursCardProps & { initial: OpeningHours }) {
  const { t } = useTranslation('openingHours')
  const [hours, setHours] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const save = async () => {
    const local = openingHoursErrorMessages(t, hours)
    setErrors(local)
    if (Object.keys(local).length) return
    setBusy(true)
    try {
      setHours(await saveOpeningHours(owner, id, hours))
      toast('success', t('common:toasts.saved'), { source: 'opening-hours' })
    } catch (error) {
      setErrors(formErrors(t, error))
      toast('error', errorMessage(t, error), { source: 'opening-hours' })
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
            {t('save')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
