import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { saveFile } from '@/lib/save-file'

/** The ten recovery codes, shown this once: copy them or download them as a text file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('security')
  const text = `${codes.join('\n')}\n`
  const download = () =>
    saveFile(new Blob([text], { type: 'text/plain' }), 'airdeck-recovery-codes.txt')
  return (
    <Stack gap="sm">
      <Alert color="yellow" title={t('recovery.title')}>
        {t('recovery.once')}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {codes.map((code) => (
          <Code key={code} fz="sm">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('recovery.hint')}
      </Text>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('recovery.copied') : t('recovery.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={download}>
          {t('recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </Group>
    </Stack>
  )
}
