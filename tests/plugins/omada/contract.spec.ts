import omada from '#plugins/omada/index'
import { controllerContractSuite } from '../contract/controller_contract_suite.js'
import { omadaTarget } from './omada_target.js'

controllerContractSuite({ name: 'omada', plugin: omada, start: omadaTarget })
