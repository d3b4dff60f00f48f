import { Checkbox, Stack, Text } from '@mantine/core'

interface VisibilityChecklistProps {
  label: string
  empty: string
  items: Array<{ id: number; name: string }>
  hidden: number[]
  onChange: (hidden: number[]) => void
  disabled: boolean
}

/** Which device groups (or venues) the page shows: ticked ones show; new ones show until someone unticks them. */
export function VisibilityChecklist({
  label,
  empty,
  items,
  hidden,
  onChange,
  disabled,
}: VisibilityChecklistProps) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    )
  }
  return (
    <Stack gap={6} role="group" aria-label={label}>
      {items.map((item) => (
        <Checkbox
          key={item.id}
          label={item.name}
          checked={!hidden.includes(item.id)}
          disabled={disabled}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? hidden.filter((id) => id !== item.id)
                : [...hidden, item.id]
            )
          }
        />
      ))}
    </Stack>
  )
}
