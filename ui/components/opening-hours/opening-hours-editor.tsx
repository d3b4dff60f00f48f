import { Checkbox, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from './opening-hours'
import { ScrollTable } from '@/components/scroll-table'

interface OpeningHoursEditorProps {
  value: OpeningHours
  onChange: (value: OpeningHours) => void
  /** Messages keyed by the server's field names: `open`, `close`, `days.mon.open`, … */
  errors?: Record<string, string | undefined>
  disabled?: boolean
}

/** Edits opening hours per weekday, or one pair for every day (spec §3). Used by locations, customers and groups. */
export function OpeningHoursEditor({
  value,
  onChange,
  errors = {},
  disabled,
}: OpeningHoursEditorProps) {
  const { t } = useTranslation('openingHours')
  const setDay = (day: Weekday, patch: Partial<DayHours>) =>
    onChange({ ...value, days: { ...value.days, [day]: { ...value.days[day], ...patch } } })
  const time = (
    field: string,
    label: string,
    current: string | null,
    set: (time: string | null) => void
  ) => (
    <TextInput
      type="time"
      aria-label={label}
      value={current ?? ''}
      onChange={(event) => set(event.currentTarget.value || null)}
      error={errors[field]}
      disabled={disabled}
      w={130}
    />
  )

  return (
    <Stack gap="sm">
      <Checkbox
        label={t('everyDay')}
        checked={value.every_day}
        onChange={(event) => onChange({ ...value, every_day: event.currentTarget.checked })}
        disabled={disabled}
      />
      {value.every_day ? (
        <Group align="flex-start">
          {time('open', t('open'), value.open, (open) => onChange({ ...value, open }))}
          <Text pt={6}>–</Text>
          {time('close', t('close'), value.close, (close) => onChange({ ...value, close }))}
        </Group>
      ) : (
        <ScrollTable withRowBorders={false} verticalSpacing={4} w="auto">
          <Table.Tbody>
            {WEEKDAYS.map((day) => {
              const hours = value.days[day]
              const name = t(`days.${day}`)
              return (
                <Table.Tr key={day}>
                  <Table.Td w={140}>
                    <Switch
                      label={name}
                      checked={!hours.closed}
                      onChange={(event) => setDay(day, { closed: !event.currentTarget.checked })}
                      disabled={disabled}
                    />
                  </Table.Td>
                  {hours.closed ? (
                    <Table.Td colSpan={2}>
                      <Text c="dimmed" size="sm">
                        {t('closed')}
                      </Text>
                    </Table.Td>
                  ) : (
                    <>
                      <Table.Td>
                        {time(`days.${day}.open`, t('openOn', { day: name }), hours.open, (open) =>
                          setDay(day, { open })
                        )}
                      </Table.Td>
                      <Table.Td>
                        {time(
                          `days.${day}.close`,
                          t('closeOn', { day: name }),
                          hours.close,
                          (close) => setDay(day, { close })
                        )}
                      </Table.Td>
                    </>
                  )}
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </ScrollTable>
      )}
      <Text size="xs" c="dimmed">
        {t('midnightHint')}
      </Text>
    </Stack>
  )
}
