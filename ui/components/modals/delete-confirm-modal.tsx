import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface DeleteConfirmModalProps {
  opened: boolean
  onClose: () => void
  onConfirm: () => Promise<void> | void
  title: string
  description: ReactNode
  /** The label or value the user must type exactly before deleting (spec §5). */
  confirmValue: string
  /** The confirm button's text when the action is not a deletion (e.g. "Archive", "Reboot"). */
  confirmLabel?: string
  /** The confirm button's colour: red for deletions, orange for actions that only cut people off (reboots). */
  color?: string
}

/** A confirmation for destructive actions: the confirm button unlocks once the value is typed exactly. */
export function DeleteConfirmModal(props: DeleteConfirmModalProps) {
  const {
    opened,
    onClose,
    onConfirm,
    title,
    description,
    confirmValue,
    confirmLabel,
    color = 'red',
  } = props
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
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      centered
    >
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
              {confirmLabel ?? t('actions.delete')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
