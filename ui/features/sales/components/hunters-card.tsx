import { Button, Group, Select, Stack, Table, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from '@/components/section-card'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { findUsers, setHunter, useHunters } from '../api/hunters'
import { ScrollTable } from '@/components/scroll-table'

/** Admins: who the sales hunters are. A hunter who is not an admin can open the sales area only. */
export function HuntersCard() {
  const { t } = useTranslation('sales')
  const { data } = useHunters(true)
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 300)
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>([])
  const [picked, setPicked] = useState<string | null>(null)

  useEffect(() => {
    if (debounced.trim().length < 2) return
    let current = true
    findUsers(debounced.trim())
      .then(
        (users) =>
          current &&
          setOptions(
            users.map((user) => ({
              value: String(user.id),
              label: `${[user.firstname, user.name].filter(Boolean).join(' ')} <${user.email}>`,
            }))
          )
      )
      .catch(() => current && setOptions([]))
    return () => {
      current = false
    }
  }, [debounced])

  const change = async (userId: number, hunter: boolean) => {
    try {
      await setHunter(userId, hunter)
      toast('success', t(hunter ? 'hunters.added' : 'hunters.removed'), { source: 'sales-hunters' })
      setPicked(null)
    } catch (error) {
      toast('error', errorMessage(t, error), { source: 'sales-hunters' })
    }
  }

  return (
    <SectionCard title={t('hunters.title')} description={t('hunters.hint')}>
      <Stack>
        {data && data.data.length === 0 && <Text c="dimmed">{t('hunters.none')}</Text>}
        {data && data.data.length > 0 && (
          <ScrollTable>
            <Table.Tbody>
              {data.data.map((hunter) => (
                <Table.Tr key={hunter.id}>
                  <Table.Td>{hunter.name}</Table.Td>
                  <Table.Td>{hunter.email}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => change(hunter.id, false)}
                    >
                      {t('hunters.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ScrollTable>
        )}
        <Group align="flex-end">
          <Select
            label={t('hunters.add')}
            placeholder={t('hunters.search')}
            searchable
            data={options}
            searchValue={search}
            onSearchChange={setSearch}
            value={picked}
            onChange={setPicked}
            filter={({ options: all }) => all}
            nothingFoundMessage={t('hunters.noMatch')}
            w={320}
          />
          <Button disabled={!picked} onClick={() => picked && change(Number(picked), true)}>
            {t('hunters.make')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  )
}
