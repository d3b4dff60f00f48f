/*
|--------------------------------------------------------------------------
| VineJS
|--------------------------------------------------------------------------
| Validation messages come from resources/lang/<lang>/validator.json in the
| request's language (the i18n middleware sets the provider per request).
|
| The JSON Schema additions load here, at boot: a validator keeps the JSON
| Schema of its first toJSONSchema() call, and a request with a body (or a
| test) can ask before anything loads the API document.
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import '#kernel/http/contract/vine_json_schema'

vine.messagesProvider = new SimpleMessagesProvider({})
vine.convertEmptyStringsToNull = true
