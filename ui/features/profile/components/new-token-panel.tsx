import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { NewAccessToken } from '../api/access-tokens'

/** A new token's value, shown this once, with its expiry and a copy button. */
export function NewTokenPanel({ token, onDone }: { token: NewAccessToken; onDone(): void }) {
  const { t, i18n } = useTranslation('security')
  const expires = token.expires_at
    ? t('tokens.expiresOn', { date: new Date(token.expires_at).toLocaleDateString(i18n.language) })
    : t('tokens.neverExpires')
  return (
    <Alert color="yellow" title={t('tokens.createdTitle', { name: token.name ?? '' })}>
      <Stack gap="sm">
        <Text size="sm">{t('tokens.once')}</Text>
        <Code block aria-label={t('tokens.value')} style={{ wordBreak: 'break-all' }}>
          {token.token}
        </Code>
        <Text size="sm">{expires}</Text>
        <Group>
          <CopyButton value={token.token ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('tokens.copied') : t('tokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onDone}>{t('tokens.done')}</Button>
        </Group>
      </Stack>
    </Alert>
  )
}
