// The framework's own formatting (@adonisjs/prettier-config). Template literals keep their text as written:
// html`` and css`` templates are what the server sends, so their whitespace is output, not layout.
module.exports = { ...require('@adonisjs/prettier-config'), embeddedLanguageFormatting: 'off' }
