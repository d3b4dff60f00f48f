import { Badge, Button, Group, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import { downloadConfigFile } from '../api/config-file-writes'
import type { ConfigFile } from '../api/types'
import { fileSize, versionRange } from './format'

interface ConfigFileRowProps {
  file: ConfigFile
  onDelete: (file: ConfigFile) => void
}

export function ConfigFileRow({ file, onDelete }: ConfigFileRowProps) {
  const { t, i18n } = useTranslation('configFiles')
  const uploadedAt = new Date(file.createdAt).toLocaleString(i18n.language)

  const download = async () => {
    try {
      await downloadConfigFile(file)
    } catch (error) {
      toast('error', errorMessage(t, error))
    }
  }

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed">
          {file.fileName}
        </Text>
      </Table.Td>
      <Table.Td>{file.vendorName}</Table.Td>
      <Table.Td>{versionRange(t, file)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={file.canChangeWifiSettings ? 'orange' : 'gray'}>
          {t(file.canChangeWifiSettings ? 'table.yes' : 'table.no')}
        </Badge>
      </Table.Td>
      <Table.Td>{fileSize(t, file.size, i18n.language)}</Table.Td>
      <Table.Td>
        <Text size="sm">
          {file.uploadedBy
            ? t('table.uploadedBy', { name: file.uploadedBy.name, date: uploadedAt })
            : uploadedAt}
        </Text>
      </Table.Td>
      <Table.Td>{file.locationCount}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={download}
            aria-label={t('actions.downloadNamed', { name: file.name })}
          >
            {t('actions.download')}
          </Button>
          <Button
            size="compact-sm"
            color="red.8"
            onClick={() => onDelete(file)}
            aria-label={t('actions.deleteNamed', { name: file.name })}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}
