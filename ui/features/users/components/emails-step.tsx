import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { validateInviteEmail } from '../api/invites'
import { isEmail } from '@/lib/form-rules'
import type { EmailCheck } from './wizard-validation'

interface Props {
  emails: string[]
  checks: Record<string, EmailCheck>
  onChange: (emails: string[], checks: Record<string, EmailCheck>) => void
}

const COLORS: Record<EmailCheck, string> = {
  checking: 'gray',
  ok: 'teal',
  exists: 'red',
  invalid: 'red',
}

/** Step 1: the addresses to invite, each checked with POST /invites/validate as it is added. */
export function EmailsStep({ emails, checks, onChange }: Props) {
  const { t } = useTranslation('users')
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)

  const add = async () => {
    const candidates = draft
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean)
    if (candidates.length === 0) return
    const bad = candidates.find((e) => !isEmail(e))
    if (bad) {
      setError(t('wizard.errors.invalidEmail', { email: bad }))
      return
    }
    setError(null)
    setDraft('')
    const next = [...new Set([...emails, ...candidates])]
    let nextChecks = {
      ...checks,
      ...Object.fromEntries(candidates.map((e) => [e, 'checking' as EmailCheck])),
    }
    onChange(next, nextChecks)
    for (const email of candidates) {
      let result: EmailCheck
      try {
        result = (await validateInviteEmail(email)).exists ? 'exists' : 'ok'
      } catch (failure) {
        // Throttled: the server checks the address again when the invitations are sent.
        result = isApiError(failure) && failure.status === 429 ? 'ok' : 'invalid'
      }
      nextChecks = { ...nextChecks, [email]: result }
      onChange(next, nextChecks)
    }
  }

  const remove = (email: string) => {
    const { [email]: _gone, ...rest } = checks
    onChange(
      emails.filter((e) => e !== email),
      rest
    )
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        <TextInput
          flex={1}
          label={t('wizard.emails.label')}
          description={t('wizard.emails.hint')}
          value={draft}
          error={error}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void add()
            }
          }}
        />
        <Button variant="light" onClick={() => void add()}>
          {t('wizard.emails.add')}
        </Button>
      </Group>
      {emails.length === 0 ? (
        <Text c="dimmed">{t('wizard.emails.empty')}</Text>
      ) : (
        <Stack gap={4} role="list" aria-label={t('wizard.emails.list')}>
          {emails.map((email) => (
            <Group key={email} gap="xs" role="listitem">
              <Text>{email}</Text>
              <Badge color={COLORS[checks[email] ?? 'checking']} variant="light">
                {t(`wizard.emails.status.${checks[email] ?? 'checking'}`)}
              </Badge>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('wizard.emails.remove', { email })}
                onClick={() => remove(email)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
