import { Alert, Code, Group, Modal, Skeleton, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useMail, type MailSummary } from '../api/admin-mails'
import { MailStatusBadge } from './mail-status-badge'

/** One mail as it was sent: the text version (secret links show redacted), its state and error. */
export function MailDetailModal({ mail, onClose }: { mail: MailSummary; onClose: () => void }) {
  const { t, i18n } = useTranslation('system')
  const { data, error } = useMail(mail.id)
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('outbox.detail', { to: mail.to_address })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="sm">
        <Text fw={600}>{mail.subject}</Text>
        <Group gap="md">
          <MailStatusBadge status={mail.status} />
          <Text size="sm" c="dimmed">
            {t('outbox.created')}: {new Date(mail.created_at).toLocaleString(i18n.language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('outbox.attempts')}: {mail.attempts}
          </Text>
          {mail.lang && (
            <Text size="sm" c="dimmed">
              {t('outbox.language')}: {mail.lang}
            </Text>
          )}
        </Group>
        {mail.error && (
          <Alert color="red" title={t('outbox.error')}>
            {mail.error}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {errorMessage(t, error)}
          </Alert>
        )}
        {mail.links_hidden && (
          <Alert color="gray" role="note">
            {t('outbox.linksHidden')}
          </Alert>
        )}
        {data ? (
          <Code
            block
            aria-label={t('outbox.text')}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {data.text}
          </Code>
        ) : (
          !error && <Skeleton height={160} aria-label={t('common:loading.label')} />
        )}
      </Stack>
    </Modal>
  )
}
