import auth from './auth.json'
import common from './common.json'
import dashboard from './dashboard.json'
import errors from './errors.json'
import nav from './nav.json'
import profile from './profile.json'
import system from './system.json'
import validation from './validation.json'

export default { auth, common, dashboard, errors, nav, profile, system, validation }
