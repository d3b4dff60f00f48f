/**
 * Small built-in lists for the local e-mail score (payments-and-integrations.md §6.2). They hold the domains and
 * prefixes guests at Benelux, French and German venues actually type; no package is installed for them, and a longer
 * list would mostly add domains nobody here uses.
 */

/** Throwaway-address services: an address there is never a real guest's. */
export const DISPOSABLE_DOMAINS = new Set([
  '10minutemail.com', '10minutemail.net', '20minutemail.com', '33mail.com', 'burnermail.io', 'discard.email', 'dispostable.com',
  'emailondeck.com', 'fakeinbox.com', 'getairmail.com', 'getnada.com', 'grr.la', 'guerrillamail.biz', 'guerrillamail.com',
  'guerrillamail.de', 'guerrillamail.net', 'guerrillamail.org', 'guerrillamailblock.com', 'inboxkitten.com', 'jetable.org',
  'mailcatch.com', 'maildrop.cc', 'mailinator.com', 'mailinator.net', 'mailnesia.com', 'mailpoof.com', 'mintemail.com',
  'moakt.com', 'mohmal.com', 'mytemp.email', 'nada.email', 'pokemail.net', 'sharklasers.com', 'spam4.me', 'spamgourmet.com',
  'tempail.com', 'temp-mail.io', 'temp-mail.org', 'tempmail.com', 'tempmail.net', 'tempr.email', 'throwawaymail.com',
  'trashmail.com', 'trashmail.de', 'trashmail.net', 'wegwerfmail.de', 'wegwerfmail.net', 'yopmail.com', 'yopmail.fr',
  'yopmail.net', 'mail-temporaire.fr', 'spambog.com', 'einrot.com', 'trbvm.com',
])

/** Local parts that name a function, not a person: a guest's own address rarely looks like this. */
export const ROLE_PREFIXES = new Set([
  'abuse', 'accounting', 'accounts', 'admin', 'administrator', 'billing', 'booking', 'bookings', 'careers', 'contact',
  'enquiries', 'finance', 'hello', 'help', 'hostmaster', 'hr', 'info', 'inquiries', 'it', 'jobs', 'legal', 'mail',
  'marketing', 'media', 'newsletter', 'noreply', 'no-reply', 'office', 'postmaster', 'press', 'privacy', 'reception',
  'reservations', 'root', 'sales', 'security', 'service', 'support', 'sysadmin', 'team', 'webmaster',
])

/** The mail providers a typo is checked against ("gmial.com" → "gmail.com"); real providers near them are listed too. */
export const COMMON_DOMAINS = [
  'gmail.com', 'googlemail.com', 'mail.com', 'email.com', 'ymail.com', 'mac.com', 'gmx.com', 'zoho.com', 'tutanota.com', 'hotmail.com', 'outlook.com', 'live.com', 'msn.com', 'yahoo.com', 'icloud.com', 'me.com',
  'protonmail.com', 'proton.me', 'aol.com', 'telenet.be', 'skynet.be', 'proximus.be', 'scarlet.be', 'hotmail.be', 'outlook.be',
  'live.be', 'yahoo.be', 'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'xs4all.nl', 'hetnet.nl', 'home.nl', 'live.nl', 'hotmail.nl',
  'outlook.nl', 'orange.fr', 'free.fr', 'sfr.fr', 'laposte.net', 'wanadoo.fr', 'yahoo.fr', 'hotmail.fr', 'outlook.fr',
  'live.fr', 'gmx.de', 'gmx.net', 'gmx.at', 'web.de', 't-online.de', 'yahoo.de', 'hotmail.de', 'outlook.de', 'freenet.de',
]
