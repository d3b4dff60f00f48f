import peplink from '#plugins/peplink/index'
import { controllerContractSuite } from '../contract/controller_contract_suite.js'
import { peplinkTarget } from './peplink_target.js'

controllerContractSuite({ name: 'peplink (InControl2)', plugin: peplink, start: peplinkTarget })
