import { Alert, Button, Group, Select, Table, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteConfirmModal } from '@/components/modals/delete-confirm-modal'
import { ReadableBadge } from '@/components/readable-badge'
import { SectionCard } from '@/components/section-card'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { useSession } from '@/lib/session/session-store'
import { toast } from '@/lib/toast'
import {
  createAccessToken,
  revokeAccessToken,
  useAccessTokens,
  type AccessToken,
  type NewAccessToken,
} from '../api/access-tokens'
import { NewTokenPanel } from './new-token-panel'

const LIFETIMES = ['30', '90', '365']

/**
 * Personal access tokens for the CLI and scripts: the list (name, abilities, last used, expiry), a new one (its value
 * shown once) and revoking. Minting and revoking are the user's own acts: refused while an admin impersonates.
 */
export function AccessTokensCard() {
  const { t, i18n } = useTranslation(['security', 'errors'])
  const impersonating = useSession((session) => session.user.imposterMode)
  const { data: tokens, mutate } = useAccessTokens()
  const [name, setName] = useState('')
  const [days, setDays] = useState('90')
  const [nameError, setNameError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [created, setCreated] = useState<NewAccessToken | null>(null)
  const [busy, setBusy] = useState(false)
  const [revoking, setRevoking] = useState<AccessToken | null>(null)
  const when = (iso: string | null, empty: string) =>
    iso ? new Date(iso).toLocaleString(i18n.language) : empty

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 403) setRefusal(errorMessage(t, error))
    else if (isApiError(error) && error.status === 422)
      setNameError(formErrors(t, error).name ?? errorMessage(t, error))
    else if (!(isApiError(error) && error.handled)) toast('error', errorMessage(t, error))
  }
  const create = async (event: FormEvent) => {
    event.preventDefault()
    setNameError(null)
    setBusy(true)
    try {
      setCreated(await createAccessToken({ name, expires_in_days: Number(days) }))
      setName('')
      await mutate()
    } catch (error) {
      failed(error)
    } finally {
      setBusy(false)
    }
  }
  const revoke = async (token: AccessToken) => {
    try {
      await revokeAccessToken(token.id)
      await mutate()
      toast('success', t('security:tokens.revoked'))
    } catch (error) {
      failed(error)
    }
  }

  return (
    <SectionCard title={t('security:tokens.title')} description={t('security:tokens.description')}>
      {(impersonating || refusal) && (
        <Alert color="orange" role="alert" title={t('security:tokens.refusedTitle')}>
          {refusal ?? t('errors:codes.E_IMPERSONATION_FORBIDDEN_ACTION')}
        </Alert>
      )}
      {created && <NewTokenPanel token={created} onDone={() => setCreated(null)} />}
      {tokens && tokens.data.length === 0 ? (
        <Text c="dimmed">{t('security:tokens.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={620}>
          <Table aria-label={t('security:tokens.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('security:tokens.name')}</Table.Th>
                <Table.Th>{t('security:tokens.abilities')}</Table.Th>
                <Table.Th>{t('security:tokens.lastUsed')}</Table.Th>
                <Table.Th>{t('security:tokens.expires')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens?.data.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td>{token.name ?? '–'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {token.abilities.map((ability) => (
                        <ReadableBadge key={ability} variant="light">
                          {ability === '*' ? t('security:tokens.everything') : ability}
                        </ReadableBadge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{when(token.last_used_at, t('security:tokens.neverUsed'))}</Table.Td>
                  <Table.Td>{when(token.expires_at, t('security:tokens.never'))}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      disabled={impersonating}
                      aria-label={t('security:tokens.revokeNamed', { name: token.name ?? '' })}
                      onClick={() => setRevoking(token)}
                    >
                      {t('security:tokens.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <form onSubmit={(event) => void create(event)}>
        <Group align="flex-end">
          <TextInput
            label={t('security:tokens.name')}
            placeholder={t('security:tokens.namePlaceholder')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={nameError}
            maxLength={100}
            required
            disabled={impersonating}
            style={{ flex: 1 }}
          />
          <Select
            label={t('security:tokens.lifetime')}
            data={LIFETIMES.map((value) => ({
              value,
              label: t('security:tokens.days', { count: Number(value) }),
            }))}
            value={days}
            onChange={(value) => setDays(value ?? '90')}
            allowDeselect={false}
            disabled={impersonating}
            w={140}
          />
          <Button type="submit" loading={busy} disabled={impersonating}>
            {t('security:tokens.create')}
          </Button>
        </Group>
      </form>
      <DeleteConfirmModal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
        title={t('security:tokens.revokeTitle')}
        description={t('security:tokens.revokeDescription', { name: revoking?.name ?? '' })}
        confirmValue={revoking?.name ?? ''}
        confirmLabel={t('security:tokens.revoke')}
      />
    </SectionCard>
  )
}
