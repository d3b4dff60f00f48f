import { sessionStore } from './session-store'

let waiting: Promise<boolean> | null = null

/**
 * Opens the password-confirm modal and resolves once the user confirmed (true) or cancelled (false).
 * Requests that hit 423 at the same time share one modal.
 */
export function requestPasswordConfirmation(): Promise<boolean> {
  waiting ??= new Promise<boolean>((resolve) => {
    sessionStore.setState({
      passwordConfirm: {
        open: true,
        pending: (confirmed) => {
          waiting = null
          sessionStore.setState({ passwordConfirm: { open: false, pending: null } })
          resolve(confirmed)
        },
      },
    })
  })
  return waiting
}

export function settlePasswordConfirmation(confirmed: boolean) {
  sessionStore.getState().passwordConfirm.pending?.(confirmed)
}
