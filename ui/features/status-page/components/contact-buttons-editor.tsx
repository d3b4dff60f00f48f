import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/icons'
import { BUTTON_KINDS, MAX_BUTTONS, type ButtonKind, type ContactButton } from '../api/status-page'

interface ContactButtonsEditorProps {
  buttons: ContactButton[]
  onChange: (buttons: ContactButton[]) => void
  /** Field errors of the last save, keyed like the server's (`buttons.1.value`). */
  errors: Record<string, string>
  disabled: boolean
}

/** The page's contact buttons (spec §3): what each one does and the number, address or link; labels are per language. */
export function ContactButtonsEditor({
  buttons,
  onChange,
  errors,
  disabled,
}: ContactButtonsEditorProps) {
  const { t } = useTranslation('statusPage')
  const change = (index: number, patch: Partial<ContactButton>) =>
    onChange(buttons.map((button, at) => (at === index ? { ...button, ...patch } : button)))
  const kinds = BUTTON_KINDS.map((kind) => ({ value: kind, label: t(`buttons.kinds.${kind}`) }))
  return (
    <Stack gap="sm">
      {buttons.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('buttons.none')}
        </Text>
      )}
      {buttons.map((button, index) => (
        <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
          <Select
            label={t('buttons.kind', { number: index + 1 })}
            data={kinds}
            value={button.kind}
            allowDeselect={false}
            onChange={(kind) => kind && change(index, { kind: kind as ButtonKind })}
            disabled={disabled}
            w={150}
          />
          <TextInput
            label={t(`buttons.value.${button.kind}`)}
            placeholder={t(`buttons.placeholder.${button.kind}`)}
            value={button.value}
            onChange={(event) => change(index, { value: event.currentTarget.value })}
            error={errors[`buttons.${index}.value`]}
            disabled={disabled}
            style={{ flex: 1 }}
          />
          {!disabled && (
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              aria-label={t('buttons.remove', { number: index + 1 })}
              onClick={() => onChange(buttons.filter((_, at) => at !== index))}
            >
              <Icon name="x" />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!disabled && (
        <Group>
          <Button
            variant="light"
            leftSection={<Icon name="plus" />}
            disabled={buttons.length >= MAX_BUTTONS}
            onClick={() => onChange([...buttons, { kind: 'call', value: '', label: {} }])}
          >
            {t('buttons.add')}
          </Button>
          {buttons.length >= MAX_BUTTONS && (
            <Text size="sm" c="dimmed">
              {t('buttons.max', { count: MAX_BUTTONS })}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  )
}
