/** How long a password-reset link works. */
export const PASSWORD_RESET_MINUTES = 60

/** How long an invitation link works. */
export const INVITATION_DAYS = 14

/** How long an open registration's confirmation link works. */
export const REGISTRATION_CONFIRM_HOURS = 24
