// The framework's own formatting (@adonisjs/prettier-config); the rest of the tree follows it.
module.exports = require('@adonisjs/prettier-config')
