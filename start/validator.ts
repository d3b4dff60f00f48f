/*
|--------------------------------------------------------------------------
| VineJS
|--------------------------------------------------------------------------
| Validation messages come from resources/lang/<lang>/validator.json in the
| request's language (the i18n middleware sets the provider per request).
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'

vine.messagesProvider = new SimpleMessagesProvider({})
vine.convertEmptyStringsToNull = true
