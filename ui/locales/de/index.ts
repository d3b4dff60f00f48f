import auth from './auth.json'
import adminCloud from './adminCloud.json'
import financials from './financials.json'
import customers from './customers.json'
import branding from './branding.json'
import groups from './groups.json'
import tenants from './tenants.json'
import alerts from './alerts.json'
import history from './history.json'
import controllers from './controllers.json'
import network from './network.json'
import members from './members.json'
import configFiles from './configFiles.json'
import common from './common.json'
import dashboard from './dashboard.json'
import errors from './errors.json'
import locations from './locations.json'
import openingHours from './openingHours.json'
import nav from './nav.json'
import partners from './partners.json'
import profile from './profile.json'
import system from './system.json'
import users from './users.json'
import validation from './validation.json'
import statusPage from './statusPage.json'
import guestAccess from './guestAccess.json'
import portal from './portal.json'
import integrations from './integrations.json'
import inventory from './inventory.json'
import social from './social.json'
import security from './security.json'
import audit from './audit.json'
import webhooks from './webhooks.json'
import sales from './sales.json'
import impersonation from './impersonation.json'
import payments from './payments.json'
import subscriptions from './subscriptions.json'
import referrals from './referrals.json'
import invoices from './invoices.json'
import locationConfiguration from './locationConfiguration.json'
import installationReports from './installationReports.json'

export default {
  locationConfiguration,
  installationReports,
  invoices,
  referrals,
  subscriptions,
  payments,
  impersonation,
  sales,
  branding,
  integrations,
  security,
  audit,
  webhooks,
  inventory,
  alerts,
  guestAccess,
  portal,
  social,
  customers,
  groups,
  history,
  network,
  members,
  configFiles,
  controllers,
  locations,
  openingHours,
  statusPage,
  tenants,
  auth,
  common,
  dashboard,
  errors,
  nav,
  partners,
  profile,
  system,
  users,
  validation,
  adminCloud,
  financials,
}
