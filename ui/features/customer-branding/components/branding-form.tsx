import {
  Alert,
  Button,
  ColorInput,
  FileInput,
  Group,
  Image,
  Stack,
  Switch,
  Text,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/api-error'
import { errorMessage } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'
import {
  BRANDING_IMAGE_MAX_BYTES,
  BRANDING_IMAGE_TYPES,
  saveBranding,
  type Branding,
  type BrandingChanges,
} from '../api/branding'

type ImageKind = 'logo' | 'header'
const HEX = /^#[0-9a-f]{6}$/i

/** The colour, logo and header image of a customer's branding; one save sends what changed. */
export function BrandingForm({
  customerId,
  branding,
  canEdit,
}: {
  customerId: number
  branding: Branding | null
  canEdit: boolean
}) {
  const { t } = useTranslation('branding')
  const [changes, setChanges] = useState<BrandingChanges>({
    mainColor: branding?.main_color ?? null,
    logo: null,
    header: null,
    removeLogo: false,
    removeHeader: false,
  })
  const [problems, setProblems] = useState<
    Partial<Record<'main_color' | ImageKind | 'form', string>>
  >({})
  const [busy, setBusy] = useState(false)

  const pick = (kind: ImageKind) => (file: File | null) => {
    const problem = !file
      ? undefined
      : file.size > BRANDING_IMAGE_MAX_BYTES
        ? t('image.tooLarge')
        : !BRANDING_IMAGE_TYPES.includes(file.type)
          ? t('image.wrongType')
          : undefined
    setProblems((current) => ({ ...current, [kind]: problem }))
    setChanges((current) => ({ ...current, [kind]: problem ? null : file }))
  }

  const save = async () => {
    if (changes.mainColor && !HEX.test(changes.mainColor))
      return setProblems({ main_color: t('color.invalid') })
    setBusy(true)
    setProblems({})
    try {
      await saveBranding(customerId, branding !== null, changes)
      setChanges((current) => ({
        ...current,
        logo: null,
        header: null,
        removeLogo: false,
        removeHeader: false,
      }))
      toast('success', t('common:toasts.saved'))
    } catch (error) {
      const fields = isApiError(error)
        ? Object.fromEntries(error.fieldErrors.map((field) => [field.field, field.message]))
        : {}
      setProblems(Object.keys(fields).length ? fields : { form: errorMessage(t, error) })
    } finally {
      setBusy(false)
    }
  }

  const current = (kind: ImageKind) => (kind === 'logo' ? branding?.logo_url : branding?.header_url)
  const removeFlag = (kind: ImageKind): 'removeLogo' | 'removeHeader' =>
    kind === 'logo' ? 'removeLogo' : 'removeHeader'

  return (
    <Stack gap="md">
      {problems.form && (
        <Alert color="red" role="alert">
          {problems.form}
        </Alert>
      )}
      <ColorInput
        label={t('color.label')}
        description={t('color.hint')}
        value={changes.mainColor ?? ''}
        onChange={(value) => setChanges((state) => ({ ...state, mainColor: value || null }))}
        error={problems.main_color}
        format="hex"
        disabled={!canEdit}
        maw={320}
      />
      {(['logo', 'header'] as const).map((kind) => (
        <Stack key={kind} gap="xs">
          {current(kind) && !changes[removeFlag(kind)] ? (
            <Image
              src={current(kind)}
              alt={t(`${kind}.alt`)}
              maw={kind === 'logo' ? 200 : 480}
              mah={160}
              fit="contain"
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t(`${kind}.none`)}
            </Text>
          )}
          {canEdit && (
            <Group align="flex-end">
              <FileInput
                label={t(`${kind}.label`)}
                description={t('image.hint')}
                accept={BRANDING_IMAGE_TYPES.join(',')}
                value={changes[kind]}
                onChange={pick(kind)}
                error={problems[kind]}
                clearable
                maw={320}
              />
              {current(kind) && (
                <Switch
                  label={t(`${kind}.remove`)}
                  checked={changes[removeFlag(kind)]}
                  onChange={(event) =>
                    setChanges((state) => ({
                      ...state,
                      [removeFlag(kind)]: event.currentTarget.checked,
                    }))
                  }
                />
              )}
            </Group>
          )}
        </Stack>
      ))}
      {canEdit && (
        <Group>
          <Button onClick={save} loading={busy}>
            {t('save')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
