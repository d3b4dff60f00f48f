import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  savePortalSchedule,
  useKeepPortal,
  type PortalDesigner,
  type ScheduleEntry,
} from '../api/portal'

const REPEATS: ScheduleEntry['repeat'][] = ['none', 'daily', 'weekly', 'monthly', 'yearly']
const ENDS: ScheduleEntry['ends']['kind'][] = ['always', 'times', 'until']

const newEntry = (): ScheduleEntry => ({
  from: '',
  until: '',
  repeat: 'none',
  ends: { kind: 'always' },
})

/** Scheduled offline periods (spec §3 Scheduler), in the venue's time; saved on their own and in force at once. */
export function ScheduleEditor({
  designer,
  disabled,
}: {
  designer: PortalDesigner
  disabled: boolean
}) {
  const { t } = useTranslation('portal')
  const [entries, setEntries] = useState<ScheduleEntry[]>(designer.schedule)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const keep = useKeepPortal()
  const change = (index: number, entry: ScheduleEntry) =>
    setEntries(entries.map((current, at) => (at === index ? entry : current)))

  const save = async () => {
    setBusy(true)
    try {
      const saved = await savePortalSchedule(designer.location_id, entries)
      await keep(saved)
      setEntries(saved.schedule)
      setErrors({})
      toast('success', t('schedule.saved'), { source: 'portal' })
    } catch (failure) {
      setErrors(formErrors(t, failure))
      toast('error', errorMessage(t, failure), { source: 'portal' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('schedule.hint', { zone: designer.time_zone })}
      </Text>
      {entries.length === 0 && <Text size="sm">{t('schedule.empty')}</Text>}
      {entries.map((entry, index) => {
        const error = (field: string) => errors[`entries.${index}.${field}`]
        const number = index + 1
        return (
          <Paper
            key={index}
            withBorder
            radius="md"
            p="sm"
            component="fieldset"
            aria-label={t('schedule.entry', { number })}
          >
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  type="datetime-local"
                  label={t('schedule.from')}
                  value={entry.from}
                  onChange={(event) => change(index, { ...entry, from: event.currentTarget.value })}
                  error={error('from')}
                  disabled={disabled}
                />
                <TextInput
                  type="datetime-local"
                  label={t('schedule.until')}
                  value={entry.until}
                  onChange={(event) =>
                    change(index, { ...entry, until: event.currentTarget.value })
                  }
                  error={error('until')}
                  disabled={disabled}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label={t('schedule.repeat')}
                  data={REPEATS.map((value) => ({ value, label: t(`schedule.repeats.${value}`) }))}
                  value={entry.repeat}
                  allowDeselect={false}
                  onChange={(value) =>
                    value && change(index, { ...entry, repeat: value as ScheduleEntry['repeat'] })
                  }
                  disabled={disabled}
                />
                {entry.repeat !== 'none' && (
                  <Select
                    label={t('schedule.ends')}
                    data={ENDS.map((value) => ({ value, label: t(`schedule.endings.${value}`) }))}
                    value={entry.ends.kind}
                    allowDeselect={false}
                    onChange={(value) =>
                      value &&
                      change(index, {
                        ...entry,
                        ends: {
                          kind: value as ScheduleEntry['ends']['kind'],
                          times: value === 'times' ? 1 : undefined,
                          date: value === 'until' ? '' : undefined,
                        },
                      })
                    }
                    disabled={disabled}
                  />
                )}
                {entry.repeat !== 'none' && entry.ends.kind === 'times' && (
                  <NumberInput
                    label={t('schedule.times')}
                    min={1}
                    max={1000}
                    allowDecimal={false}
                    value={entry.ends.times ?? 1}
                    onChange={(value) =>
                      change(index, {
                        ...entry,
                        ends: { kind: 'times', times: Number(value) || 1 },
                      })
                    }
                    error={error('ends.times')}
                    disabled={disabled}
                  />
                )}
                {entry.repeat !== 'none' && entry.ends.kind === 'until' && (
                  <TextInput
                    type="date"
                    label={t('schedule.endDate')}
                    value={entry.ends.date ?? ''}
                    onChange={(event) =>
                      change(index, {
                        ...entry,
                        ends: { kind: 'until', date: event.currentTarget.value },
                      })
                    }
                    error={error('ends.date')}
                    disabled={disabled}
                  />
                )}
              </SimpleGrid>
              {!disabled && (
                <Group justify="flex-end">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('schedule.remove', { number })}
                    onClick={() => setEntries(entries.filter((_, at) => at !== index))}
                  >
                    <Icon name="x" />
                  </ActionIcon>
                </Group>
              )}
            </Stack>
          </Paper>
        )
      })}
      {!disabled && (
        <Group>
          <Button variant="default" onClick={() => setEntries([...entries, newEntry()])}>
            {t('schedule.add')}
          </Button>
          <Button onClick={save} loading={busy}>
            {t('schedule.save')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
