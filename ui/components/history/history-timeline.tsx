import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { Sentence } from './history-sentences'

export interface TimelineEvent {
  id: number | string
  at: string
  sentence: Sentence
  /** A marker before the sentence, e.g. the kind of network event. */
  badge?: ReactNode
}

/** Events as sentences, newest first as given, each with its time; a list rather than a table, so phones need no sideways scroll. */
export function HistoryTimeline({
  label,
  events,
  language,
}: {
  label: string
  events: TimelineEvent[]
  language: string
}) {
  return (
    <Stack component="ol" gap="sm" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {events.map((event) => (
        <Stack
          component="li"
          key={event.id}
          gap={2}
          pb="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="xs" wrap="nowrap" align="baseline">
            {event.badge}
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {event.sentence.text}
            </Text>
          </Group>
          {event.sentence.details.map((detail, index) => (
            <Text key={index} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Text>
          ))}
          <Text size="xs" c="dimmed" component="time" dateTime={event.at}>
            {new Date(event.at).toLocaleString(language)}
          </Text>
        </Stack>
      ))}
    </Stack>
  )
}
