import { Group, Pagination, Skeleton, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface Paged<Row> {
  data: Row[]
  meta: { total: number; page: number; lastPage: number }
}

interface PagedTableProps<Row> {
  result: Paged<Row> | undefined
  loading: boolean
  skeletonHeight: number
  emptyLabel: string
  totalLabel: (total: number) => string
  onPageChange: (page: number) => void
  /** The table for the rows of the current page (never called with none). */
  children: (rows: Row[]) => ReactNode
}

/** One page of a list: a skeleton while it loads, a line when it is empty, else the table, the total and paging. */
export function PagedTable<Row>(props: PagedTableProps<Row>) {
  const { result, loading, skeletonHeight, emptyLabel, totalLabel, onPageChange, children } = props
  const { t } = useTranslation('common')
  if (loading && !result)
    return <Skeleton height={skeletonHeight} aria-label={t('loading.label')} />
  if (!result) return null
  if (result.data.length === 0) return <Text c="dimmed">{emptyLabel}</Text>
  return (
    <>
      {children(result.data)}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {totalLabel(result.meta.total)}
        </Text>
        {result.meta.lastPage > 1 && (
          <Pagination
            value={result.meta.page}
            total={result.meta.lastPage}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
          />
        )}
      </Group>
    </>
  )
}
