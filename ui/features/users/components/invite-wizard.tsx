import { Alert, Button, Group, Stack, Stepper } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import { createInvites } from '../api/invites'
import { fetchSubject, permissionsOn } from '../api/subjects'
import type { Preselect } from '../preselect'
import { ALL_KEYS, commonKeys, READ_ONLY_KEYS, type Column } from '../permissions'
import { AccessStep, emptySelection, type Selection } from './access-step'
import { EmailsStep } from './emails-step'
import { PermissionMatrix } from './permission-matrix'
import { InviteSummary } from './invite-summary'
import {
  accessStepError,
  emailsStepError,
  permissionsStepError,
  type EmailCheck,
} from './wizard-validation'

interface Props {
  /** Invite into this partner (the partner pages); objects are then optional. */
  partnerId?: number
  /** Opened from an object's page (`?customer=<id>`...): that object is chosen in the access step. */
  preselect?: Preselect | null
  onDone: () => void
}

/** The four-step invite wizard of spec §2: e-mails → access → permissions → send. */
export function InviteWizard({ partnerId, preselect, onDone }: Props) {
  const { t } = useTranslation('users')
  const isAdmin = useSession((s) => s.user.isAdmin)
  const [step, setStep] = useState(0)
  const [emails, setEmails] = useState<string[]>([])
  const [checks, setChecks] = useState<Record<string, EmailCheck>>({})
  const [selection, setSelection] = useState<Selection>(emptySelection)
  const [keys, setKeys] = useState<string[]>(READ_ONLY_KEYS)
  const [available, setAvailable] = useState<string[]>(ALL_KEYS)
  const [missing, setMissing] = useState<Column[]>([])
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const preType = preselect?.type
  const preId = preselect?.id
  useEffect(() => {
    if (!preType || !preId) return
    let current = true
    void fetchSubject(preType, preId).then((subject) => {
      if (current && subject)
        setSelection((chosen) =>
          chosen[preType].some((s) => s.id === subject.id)
            ? chosen
            : { ...chosen, [preType]: [...chosen[preType], subject] }
        )
    })
    return () => {
      current = false
    }
  }, [preType, preId])

  const subjects = (['group', 'customer', 'location'] as const).flatMap((type) =>
    selection[type].map((s) => ({ type, id: s.id }))
  )
  const withoutObjects = partnerId !== undefined && subjects.length === 0

  // Mantine marks the active step only by colour: aria-current tells assistive tech (and tests) which step is on
  // screen. A permissions step skipped (partner invite without objects) keeps its number, in grey, instead of a tick.
  const stepMarks = (index: number) => {
    const skipped = index === 2 && step === 3 && withoutObjects
    return {
      'aria-current': index === step ? ('step' as const) : undefined,
      ...(skipped
        ? {
            'data-skipped': true,
            'completedIcon': index + 1,
            'color': 'gray',
            'allowStepSelect': false,
          }
        : {}),
    }
  }

  const next = async () => {
    setError(null)
    if (step === 0) {
      const problem = emailsStepError(emails, checks)
      if (problem) return setError(t(`wizard.errors.${problem}`))
    }
    if (step === 1) {
      if (!withoutObjects) {
        const problem = accessStepError(subjects.length)
        if (problem) return setError(t(`wizard.errors.${problem}`))
        const held = isAdmin
          ? ALL_KEYS
          : commonKeys(await Promise.all(subjects.map((s) => permissionsOn(s.type, s.id))))
        setAvailable(held)
        setKeys((current) => current.filter((key) => held.includes(key)))
      } else {
        return setStep(3)
      }
    }
    if (step === 2) {
      const { error: problem, columns } = permissionsStepError(keys, available)
      setMissing(columns)
      if (problem)
        return setError(
          t(`wizard.errors.${problem}`, {
            columns: columns.map((c) => t(`permissions.columns.${c}`)).join(', '),
          })
        )
    }
    setStep((s) => s + 1)
  }

  const send = async () => {
    setSending(true)
    setError(null)
    try {
      await createInvites({
        emails,
        subjects,
        permissions: subjects.length ? keys : [],
        ...(partnerId ? { partner_id: partnerId } : {}),
      })
      toast('success', t('wizard.invited', { count: emails.length }))
      onDone()
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'E_USER_EXISTS') {
        const taken = failure.fieldErrors
          .map((e) => emails[Number(e.field.split('.')[1])])
          .filter(Boolean)
        setChecks((current) => ({
          ...current,
          ...Object.fromEntries(taken.map((e) => [e, 'exists' as EmailCheck])),
        }))
        setStep(0)
        setError(t('wizard.errors.existingEmails'))
      } else {
        setError(errorMessage(t, failure))
      }
    } finally {
      setSending(false)
    }
  }

  return (
    <Stack gap="md">
      <Stepper active={step} onStepClick={(s) => s < step && setStep(s)} size="sm">
        <Stepper.Step label={t('wizard.steps.emails')} {...stepMarks(0)}>
          <EmailsStep
            emails={emails}
            checks={checks}
            onChange={(e, c) => {
              setEmails(e)
              setChecks(c)
            }}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.access')} {...stepMarks(1)}>
          <AccessStep value={selection} onChange={setSelection} />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.permissions')} {...stepMarks(2)}>
          <PermissionMatrix
            value={keys}
            onChange={setKeys}
            available={available}
            missing={missing}
          />
        </Stepper.Step>
        <Stepper.Step label={t('wizard.steps.send')} {...stepMarks(3)}>
          <InviteSummary
            emails={emails}
            selection={selection}
            permissions={subjects.length ? keys : []}
          />
        </Stepper.Step>
      </Stepper>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={() =>
            step === 0 ? onDone() : setStep((s) => (s === 3 && withoutObjects ? 1 : s - 1))
          }
        >
          {step === 0 ? t('common:actions.cancel') : t('wizard.back')}
        </Button>
        {step < 3 ? (
          <Button onClick={() => void next()}>{t('wizard.next')}</Button>
        ) : (
          <Button loading={sending} onClick={() => void send()}>
            {t('wizard.send')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}
