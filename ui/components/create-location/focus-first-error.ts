/** Waits for open panels to finish expanding before focusing a field inside one. */
const PANEL_OPEN_MS = 220

/**
 * Scrolls to and focuses the first invalid field of a form's dialog (or of the form outside one), in document order,
 * so the error a person has to fix first is in sight after a submit that left them at the bottom of a long form.
 */
export function focusFirstError(form: HTMLElement | null, { afterPanelsOpen = false } = {}) {
  if (!form) return
  const root = form.closest<HTMLElement>('[role="dialog"]') ?? form
  const focus = () => {
    const invalid = [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].find(
      (field) => field.offsetParent !== null
    )
    if (!invalid) return
    invalid.scrollIntoView({ block: 'center' })
    invalid.focus({ preventScroll: true })
  }
  setTimeout(focus, afterPanelsOpen ? PANEL_OPEN_MS : 0)
}
