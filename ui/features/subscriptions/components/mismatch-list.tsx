import { Alert, Anchor, Button, Group, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { ReadableBadge } from '@/components/readable-badge'
import { checkMismatches, useMismatches } from '../api/subscriptions'

/** The daily service check's findings (spec §4), each with a link to the venue's billing tab to fix it. */
export function MismatchList() {
  const { t, i18n } = useTranslation('subscriptions')
  const { data, mutate } = useMismatches()
  const [busy, setBusy] = useState(false)
  const check = async () => {
    setBusy(true)
    try {
      await mutate(await checkMismatches(), { revalidate: false })
      toast('success', t('mismatches.checked'))
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="sm">
      {data?.checked_at && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('mismatches.lastCheck', {
              date: new Date(data.checked_at).toLocaleString(i18n.language),
              count: data.locations_checked,
            })}
          </Text>
          <Button variant="default" onClick={check} loading={busy}>
            {t('mismatches.checkNow')}
          </Button>
        </Group>
      )}
      {/* A verdict only after a check: before it, nothing is known, so the screen offers the check. */}
      {data && !data.checked_at && (
        <Alert color="blue" title={t('mismatches.never')} data-state="not-checked">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('mismatches.neverHint')}</Text>
            <Button size="xs" onClick={check} loading={busy}>
              {t('mismatches.checkNow')}
            </Button>
          </Stack>
        </Alert>
      )}
      {data?.checked_at && data.data.length === 0 && (
        <Alert color="teal">{t('mismatches.none')}</Alert>
      )}
      {data && data.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('mismatches.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('table.location')}</Table.Th>
                <Table.Th>{t('table.customer')}</Table.Th>
                <Table.Th>{t('mismatches.kind')}</Table.Th>
                <Table.Th>{t('table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((row) => (
                <Table.Tr key={`${row.location.id}-${row.kind}`}>
                  <Table.Td>{row.location.name}</Table.Td>
                  <Table.Td>{row.customer.name}</Table.Td>
                  <Table.Td>
                    <ReadableBadge color="orange">
                      {t(`mismatches.kinds.${row.kind}`)}
                    </ReadableBadge>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`${paths.locations.billing}?location=${row.location.id}`}
                    >
                      {t('mismatches.fix')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
