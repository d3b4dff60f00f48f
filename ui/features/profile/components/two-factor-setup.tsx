import { Anchor, Button, Code, Group, Image, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import useSWR from 'swr'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  confirmTwoFactor,
  getQrCode,
  resendSetupCode,
  type TwoFactorStatus,
} from '../api/two-factor'

interface Props {
  status: TwoFactorStatus
  sentTo: string | null
  onConfirmed(recoveryCodes: string[]): void
  onCancel(): void
}

/** A pending set-up: scan the QR code (or type the key), or read the mailed/texted code; confirm with a first code. */
export function TwoFactorSetup({ status, sentTo, onConfirmed, onCancel }: Props) {
  const { t } = useTranslation(['security', 'errors'])
  const totp = status.method === 'totp'
  const { data: qr } = useSWR(totp ? '/secure/two-factor-qr-code' : null, getQrCode)
  const [destination, setDestination] = useState(sentTo)
  const form = useForm({ initialValues: { code: '' } })

  const submit = form.onSubmit(async ({ code }) => {
    try {
      onConfirmed((await confirmTwoFactor(code.replace(/\s/g, ''))).recovery_codes)
    } catch (error) {
      form.setErrors({ code: errorMessage(t, error) })
    }
  })
  const resend = async () => {
    try {
      setDestination((await resendSetupCode()).sent_to)
      toast('success', t('security:challenge.resent'))
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {totp ? (
          <>
            <Text size="sm">{t('security:setup.scan')}</Text>
            {qr ? (
              <Image
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
                alt={t('security:setup.qrAlt')}
                w={200}
                h={200}
              />
            ) : (
              <Skeleton width={200} height={200} />
            )}
            {qr && (
              <Text size="sm">
                {t('security:setup.key')} <Code>{qr.secret.replace(/(.{4})/g, '$1 ').trim()}</Code>
              </Text>
            )}
          </>
        ) : (
          <Text size="sm">
            {t(`security:challenge.hint.${status.method ?? 'email'}`, {
              destination: destination ?? status.phone ?? '',
            })}
          </Text>
        )}
        <TextInput
          label={t('security:challenge.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maw={220}
          required
          {...form.getInputProps('code')}
        />
        <Group>
          <Button type="submit" loading={form.submitting}>
            {t('security:setup.confirm')}
          </Button>
          {!totp && (
            <Anchor component="button" type="button" size="sm" onClick={() => void resend()}>
              {t('security:challenge.resend')}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
            {t('security:setup.cancel')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  )
}
