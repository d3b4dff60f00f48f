import { useSyncExternalStore } from 'react'
import { type SessionState, sessionFromSelf, signedOutUser } from './session-state'
import type { SelfRecord } from './self-record'
import { forgetSession, rememberSession } from './session-hint'

type Listener = () => void

const initialState: SessionState = {
  user: signedOutUser,
  group: null,
  customer: null,
  location: null,
  brand: {},
  passwordConfirm: { open: false, pending: null },
}

let state = initialState
const listeners = new Set<Listener>()

/** The session lives outside React so that the API client and route guards read the same state. */
export const sessionStore = {
  getState: (): SessionState => state,
  setState(update: Partial<SessionState>) {
    state = { ...state, ...update }
    for (const listener of listeners) listener()
  },
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  signIn(self: SelfRecord) {
    rememberSession()
    sessionStore.setState(sessionFromSelf(self))
  },
  /** Logout resets everything but the brand config (spec §3). */
  reset() {
    forgetSession()
    sessionStore.setState({ ...initialState, brand: state.brand })
  },
}

export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(state))
}
