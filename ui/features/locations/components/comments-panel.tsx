import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { addComment, deleteComment, useComments } from '../api/comments'

export function CommentsPanel({ locationId, canWrite }: { locationId: number; canWrite: boolean }) {
  const { t, i18n } = useTranslation('locations')
  const { data } = useComments(locationId)
  const me = useSession((session) => session.user)
  const [body, setBody] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    setBusy(true)
    try {
      await addComment(locationId, body)
      setBody('')
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="sm">
      {canWrite && (
        <Group align="flex-end">
          <Textarea
            label={t('comments.new')}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            rows={3}
            style={{ flex: 1 }}
          />
          <Button onClick={submit} disabled={!body.trim()} loading={busy}>
            {t('comments.add')}
          </Button>
        </Group>
      )}
      {data?.data.length === 0 && <Text c="dimmed">{t('comments.empty')}</Text>}
      {data?.data.map((comment) => (
        <Paper key={comment.id} withBorder p="sm">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="xs" c="dimmed">
                {comment.author?.name ?? t('history.system')} ·{' '}
                {new Date(comment.created_at).toLocaleString(i18n.language)}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{comment.body}</Text>
            </div>
            {(me.isAdmin || comment.author?.id === me.id) && canWrite && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('comments.delete')}
                onClick={() =>
                  deleteComment(locationId, comment.id).catch((error) =>
                    toast('error', errorMessage(t, error))
                  )
                }
              >
                ×
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}
