import type { TFunction } from 'i18next'
import { useState } from 'react'
import { errorMessage, formErrors } from '@/lib/i18n/error-message'
import { toast } from '@/lib/toast'

interface DraftPublishing<Designer> {
  t: TFunction
  /** The form differs from the stored draft: publishing saves it first. */
  unsaved: boolean
  saveDraft: () => Promise<Designer>
  publish: () => Promise<Designer>
  /** Keeps what the server answered (the SWR cache of the designer). */
  store: (designer: Designer) => unknown
  /** The saved draft as the server normalised it, back into the form. */
  adoptDraft: (designer: Designer) => void
  /** Where the toasts come from (one toast per source at a time). */
  source: string
}

/**
 * Save draft / Publish for a designer whose changes are a draft until published (guest portal, status page): field
 * errors on the form, a toast for the rest, one action at a time (`busy`, which the page may also use for its own).
 */
export function useDraftPublishing<Designer, Extra extends string = never>(
  options: DraftPublishing<Designer>
) {
  const { t, source } = options
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState<'save' | 'publish' | Extra | null>(null)

  const fail = (failure: unknown) => {
    const fieldErrors = formErrors(t, failure)
    if (Object.keys(fieldErrors).length) setErrors(fieldErrors)
    toast('error', errorMessage(t, failure), { source })
  }
  const save = async () => {
    try {
      const saved = await options.saveDraft()
      await options.store(saved)
      options.adoptDraft(saved)
      setErrors({})
      return true
    } catch (failure) {
      fail(failure)
      return false
    }
  }
  const run = async (action: 'save' | 'publish') => {
    setBusy(action)
    try {
      if ((options.unsaved || action === 'save') && !(await save())) return
      if (action === 'publish') await options.store(await options.publish())
      toast('success', t(action === 'publish' ? 'actions.published' : 'actions.saved'), { source })
    } catch (failure) {
      fail(failure)
    } finally {
      setBusy(null)
    }
  }
  return { errors, busy, setBusy, run }
}
