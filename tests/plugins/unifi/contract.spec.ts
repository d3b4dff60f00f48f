import unifi from '#plugins/unifi/index'
import { controllerContractSuite } from '../contract/controller_contract_suite.js'
import { unifiTarget } from './unifi_target.js'

controllerContractSuite({
  name: 'unifi (classic)',
  plugin: unifi,
  start: () => unifiTarget('classic'),
})
controllerContractSuite({
  name: 'unifi (unifi-os)',
  plugin: unifi,
  start: () => unifiTarget('unifi-os'),
})
