import { Anchor, Badge, NativeSelect, Table, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { changeVisit, useVisits } from '../api/visits'
import type { Visit } from '../api/types'
import { ScrollTable } from '@/components/scroll-table'

const OUTCOMES: Visit['outcome'][] = ['open', 'offer', 'customer', 'lost']
const INTEREST_COLOURS: Record<Visit['interest'], string> = {
  interested: 'green',
  undecided: 'orange',
  not_interested: 'red',
}

/** The visits the caller may see, with where each led; the hunter of a visit (or an admin) records its outcome. */
export function VisitsTable({ onOpen }: { onOpen: (id: number) => void }) {
  const { t, i18n } = useTranslation('sales')
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 300)
  const [page, setPage] = useState(1)
  const { data, isLoading } = useVisits(debounced, page)
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' })

  const setOutcome = async (visit: Visit, outcome: Visit['outcome']) => {
    try {
      await changeVisit(visit.id, { outcome })
      toast('success', t('overview.outcomeSaved'), { source: 'sales-outcome' })
    } catch (error) {
      toast('error', errorMessage(t, error), { source: 'sales-outcome' })
    }
  }

  return (
    <>
      <TextInput
        label={t('overview.search')}
        value={search}
        onChange={(event) => (setSearch(event.currentTarget.value), setPage(1))}
        maw={360}
      />
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={240}
        emptyLabel={t('overview.noVisits')}
        totalLabel={(total) => t('overview.total', { count: total })}
        onPageChange={setPage}
      >
        {(rows) => (
          <ScrollTable label={t('overview.visits')} minWidth={640} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('visit.venueName')}</Table.Th>
                <Table.Th>{t('overview.hunter')}</Table.Th>
                <Table.Th>{t('visit.interest')}</Table.Th>
                <Table.Th>{t('overview.when')}</Table.Th>
                <Table.Th>{t('overview.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((visit) => (
                <Table.Tr key={visit.id} data-testid={`visit-${visit.id}`}>
                  <Table.Td>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      fw={500}
                      onClick={() => onOpen(visit.id)}
                      aria-label={t('detail.open', { venue: visit.venueName })}
                    >
                      {visit.venueName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {[t(`venueTypes.${visit.venueType}`), visit.city].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{visit.hunter.name}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={INTEREST_COLOURS[visit.interest]}
                      variant="light"
                      styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}
                    >
                      {t(`interest.${visit.interest}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{when.format(new Date(visit.createdAt))}</Table.Td>
                  <Table.Td>
                    {visit.canEdit ? (
                      <NativeSelect
                        aria-label={t('overview.outcomeOf', { venue: visit.venueName })}
                        value={visit.outcome}
                        data={OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
                        onChange={(event) =>
                          setOutcome(visit, event.currentTarget.value as Visit['outcome'])
                        }
                      />
                    ) : (
                      t(`outcomes.${visit.outcome}`)
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
      </PagedTable>
    </>
  )
}
