import { Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { startMailedExport, type MailedExport } from '../api/start-export'

/** One export built by a job and mailed as a link: to the user's own address unless changed. */
export function MailedExportCard({
  kind,
  ownEmail,
  customerId,
  children,
}: {
  kind: MailedExport
  ownEmail: string
  customerId?: number | null
  children?: ReactNode
}) {
  const { t } = useTranslation('system')
  const [email, setEmail] = useState(ownEmail)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const needsCustomer = kind === 'customer'
  const start = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await startMailedExport(kind, email.trim() || ownEmail, customerId ?? undefined)
      toast('success', t('exports.started'))
    } catch (failure) {
      setError(formErrors(t, failure).email ?? errorMessage(t, failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t(`exports.kinds.${kind}.title`)}
    >
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t(`exports.kinds.${kind}.title`)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`exports.kinds.${kind}.body`)}
        </Text>
        {children}
        <TextInput
          type="email"
          label={t('exports.email')}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        <Button
          w="fit-content"
          onClick={start}
          loading={busy}
          disabled={needsCustomer && !customerId}
        >
          {t('exports.start')}
        </Button>
      </Stack>
    </Paper>
  )
}
