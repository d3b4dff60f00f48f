import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The signing secret, shown this once (after adding an endpoint or rotating its secret). */
export function SecretModal({
  secret,
  rotated,
  onClose,
}: {
  secret: string
  rotated: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('webhooks')
  return (
    <Modal opened onClose={onClose} title={t('secret.title')} size="lg">
      <Stack>
        <Alert color="yellow">{t(rotated ? 'secret.rotatedOnce' : 'secret.once')}</Alert>
        <Code block aria-label={t('secret.label')}>
          {secret}
        </Code>
        <Text size="sm" c="dimmed">
          {t('secret.howToVerify')}
        </Text>
        <Group justify="flex-end">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
