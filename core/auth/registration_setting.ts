import env from '#start/env'

/** Whether anyone may register (with a mailed confirmation), or only invited people. A platform setting: REGISTRATION_OPEN. */
export function registrationOpen() {
  return env.get('REGISTRATION_OPEN') ?? true
}
