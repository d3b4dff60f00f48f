import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface TypedConfirmModalProps {
  opened: boolean
  onClose: () => void
  onConfirm: () => Promise<void> | void
  title: string
  description: ReactNode
  /** The value the user must type exactly before the action runs (spec §5). */
  confirmValue: string
  confirmLabel: string
  color?: string
}

/** A confirmation for actions that cut people off (reboots): the button unlocks once the name is typed. */
export function TypedConfirmModal(props: TypedConfirmModalProps) {
  const { opened, onClose, onConfirm, title, description, confirmValue, confirmLabel, color = 'orange' } = props
  const { t } = useTranslation()
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const matches = typed === confirmValue

  const close = () => {
    setTyped('')
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!matches) return
    setBusy(true)
    try {
      await onConfirm()
      close()
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal opened={opened} onClose={close} title={title} closeButtonProps={{ 'aria-label': t('actions.close') }} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{description}</Text>
          <TextInput
            label={
              <>
                {t('deleteConfirm.typeToConfirm')} <Code>{confirmValue}</Code>
              </>
            }
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" color={color} disabled={!matches} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
