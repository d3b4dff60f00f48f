import { Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ConfigFile } from '../api/types'
import { ConfigFileRow } from './config-file-row'

interface ConfigFilesTableProps {
  files: ConfigFile[]
  onDelete: (file: ConfigFile) => void
}

export function ConfigFilesTable({ files, onDelete }: ConfigFilesTableProps) {
  const { t } = useTranslation('configFiles')
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped aria-label={t('title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th>{t('table.vendor')}</Table.Th>
            <Table.Th>{t('table.versions')}</Table.Th>
            <Table.Th>{t('table.wifi')}</Table.Th>
            <Table.Th>{t('table.size')}</Table.Th>
            <Table.Th>{t('table.uploaded')}</Table.Th>
            <Table.Th>{t('table.locations')}</Table.Th>
            <Table.Th>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <ConfigFileRow key={file.id} file={file} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
