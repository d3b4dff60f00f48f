import { Button, Table, Text } from '@mantine/core'
import { ReadableBadge } from '@/components/readable-badge'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { endSession, useSessions, useSignIns, type SignIn, type UserSession } from '../api/sessions'

const device = (t: (key: string) => string, row: Pick<UserSession, 'browser' | 'os' | 'device'>) =>
  [row.browser, row.os].filter(Boolean).join(' · ') || t(`security:devices.${row.device}`)

/** Where you are signed in (device, browser, IP, last seen), each session can be ended; and the recent sign-ins. */
export function SessionsCard() {
  const { t, i18n } = useTranslation(['security', 'errors'])
  const { data: sessions, mutate } = useSessions()
  const { data: signIns } = useSignIns()
  const [ending, setEnding] = useState<string | null>(null)
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(i18n.language) : '–')

  const end = async (session: UserSession) => {
    setEnding(session.id)
    try {
      await endSession(session.id)
      await mutate()
      toast('success', t('security:sessions.ended'))
    } catch (error) {
      toast('error', errorMessage(t, error))
    } finally {
      setEnding(null)
    }
  }

  return (
    <SectionCard
      title={t('security:sessions.title')}
      description={t('security:sessions.description')}
    >
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={t('security:sessions.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('security:sessions.device')}</Table.Th>
              <Table.Th>{t('security:sessions.ip')}</Table.Th>
              <Table.Th>{t('security:sessions.lastSeen')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions?.data.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td>{device(t, session)}</Table.Td>
                <Table.Td>{session.ip ?? '–'}</Table.Td>
                <Table.Td>{when(session.last_seen_at)}</Table.Td>
                <Table.Td>
                  {session.current ? (
                    <ReadableBadge variant="light">{t('security:sessions.current')}</ReadableBadge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      loading={ending === session.id}
                      onClick={() => void end(session)}
                    >
                      {t('security:sessions.end')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fw={600}>{t('security:signIns.title')}</Text>
      {signIns && signIns.data.length === 0 && (
        <Text c="dimmed">{t('security:signIns.empty')}</Text>
      )}
      <Table aria-label={t('security:signIns.title')}>
        <Table.Tbody>
          {signIns?.data.map((signIn: SignIn, index) => (
            <Table.Tr key={`${signIn.at}-${index}`}>
              <Table.Td>{when(signIn.at)}</Table.Td>
              <Table.Td>
                <ReadableBadge
                  variant="light"
                  color={signIn.result.endsWith('succeeded') ? 'green' : 'red'}
                >
                  {t(`security:signIns.results.${signIn.result}`)}
                </ReadableBadge>
              </Table.Td>
              <Table.Td>{device(t, signIn)}</Table.Td>
              <Table.Td>{signIn.ip ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </SectionCard>
  )
}
