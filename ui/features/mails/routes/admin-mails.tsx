import { Alert, Anchor, NativeSelect, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedTable } from '@/components/paged-table'
import { errorMessage } from '@/lib/i18n/error-message'
import { MAIL_STATUSES, useMails, type MailStatus, type MailSummary } from '../api/admin-mails'
import { MailDetailModal } from '../components/mail-detail-modal'
import { MailStatusBadge } from '../components/mail-status-badge'

/** Admin: the outbox (`GET /rest/admin/mails`), newest first, with each mail's text. */
export default function AdminMailsPage() {
  const { t, i18n } = useTranslation('system')
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<MailStatus | null>(null)
  const [open, setOpen] = useState<MailSummary | null>(null)
  const { data, error, isLoading } = useMails(page, status)
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '–')

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('outbox.title')}
      </Title>
      <Text c="dimmed">{t('outbox.hint')}</Text>
      <NativeSelect
        label={t('outbox.status')}
        maw={240}
        value={status ?? ''}
        onChange={(event) => {
          setStatus((event.currentTarget.value || null) as MailStatus | null)
          setPage(1)
        }}
        data={[
          { value: '', label: t('outbox.all') },
          ...MAIL_STATUSES.map((value) => ({ value, label: t(`outbox.statuses.${value}`) })),
        ]}
      />
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(t, error)}
        </Alert>
      )}
      <PagedTable
        result={data}
        loading={isLoading}
        skeletonHeight={240}
        emptyLabel={t('outbox.empty')}
        totalLabel={(count) => t('outbox.total', { count })}
        onPageChange={setPage}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label={t('outbox.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('outbox.created')}</Table.Th>
                  <Table.Th>{t('outbox.to')}</Table.Th>
                  <Table.Th>{t('outbox.subject')}</Table.Th>
                  <Table.Th>{t('outbox.kind')}</Table.Th>
                  <Table.Th>{t('outbox.status')}</Table.Th>
                  <Table.Th>{t('outbox.sent')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>{when(mail.created_at)}</Table.Td>
                    <Table.Td>{mail.to_address}</Table.Td>
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => setOpen(mail)}>
                        {mail.subject}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{mail.kind}</Table.Td>
                    <Table.Td>
                      <MailStatusBadge status={mail.status} />
                    </Table.Td>
                    <Table.Td>{when(mail.sent_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedTable>
      {open && <MailDetailModal mail={open} onClose={() => setOpen(null)} />}
    </Stack>
  )
}
