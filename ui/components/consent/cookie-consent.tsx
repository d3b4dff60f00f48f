import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { OPTIONAL_CATEGORIES, readConsent, saveConsent, type OptionalCategory } from './consent'
import { useReservedSpace } from './use-reserved-space'

type Choice = Record<OptionalCategory, boolean>
const none: Choice = { analytics: false, marketing: false, personalisation: false }
const all: Choice = { analytics: true, marketing: true, personalisation: true }

/** The cookie consent popup: necessary cookies always, the three optional categories by choice. */
export function CookieConsent() {
  const { t } = useTranslation()
  const titleId = useId()
  const [decided, setDecided] = useState(() => readConsent() !== null)
  const [customising, setCustomising] = useState(false)
  const [choice, setChoice] = useState<Choice>(none)
  const panel = useReservedSpace<HTMLDivElement>(!decided)

  if (decided) return null
  const decide = (value: Choice) => {
    saveConsent(value)
    setDecided(true)
  }

  return (
    <Paper
      ref={panel}
      role="region"
      aria-labelledby={titleId}
      shadow="lg"
      withBorder
      p="md"
      pos="fixed"
      bottom={16}
      left={16}
      maw={420}
      style={{ zIndex: 300, width: 'calc(100% - 32px)' }}
    >
      <Stack gap="sm">
        <Title order={2} fz="md" id={titleId}>
          {t('consent.title')}
        </Title>
        <Text size="sm">{t('consent.description')}</Text>
        {customising && (
          <Stack gap="xs">
            <Switch
              checked
              disabled
              label={t('consent.necessary')}
              description={t('consent.necessaryHint')}
            />
            {OPTIONAL_CATEGORIES.map((category) => (
              <Switch
                key={category}
                label={t(`consent.${category}`)}
                checked={choice[category]}
                onChange={(event) =>
                  setChoice({ ...choice, [category]: event.currentTarget.checked })
                }
              />
            ))}
          </Stack>
        )}
        <Group gap="xs" justify="flex-end">
          {customising ? (
            <Button variant="default" onClick={() => decide(choice)}>
              {t('consent.save')}
            </Button>
          ) : (
            <Button variant="subtle" onClick={() => setCustomising(true)}>
              {t('consent.customise')}
            </Button>
          )}
          <Button variant="default" onClick={() => decide(none)}>
            {t('consent.necessaryOnly')}
          </Button>
          <Button onClick={() => decide(all)}>{t('consent.acceptAll')}</Button>
        </Group>
      </Stack>
    </Paper>
  )
}
