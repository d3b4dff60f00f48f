/*
|--------------------------------------------------------------------------
| Routes
|--------------------------------------------------------------------------
| The JSON API lives under /rest; each domain declares its own routes.
| Every other GET path is the SPA (history fallback, declared last).
*/
import router from '@adonisjs/core/services/router'
import { healthRoutes, rootHealthRoutes } from '#core/health/routes'
import { authRoutes } from '#core/auth/routes'
import { socialCallbackPageRoutes, socialLoginRoutes } from '#core/auth/social/routes'
import { twoFactorRoutes } from '#core/auth/two_factor/routes'
import { sessionRoutes } from '#core/auth/sessions/routes'
import { auditLogRoutes } from '#core/audit_logs/routes'
import { userRoutes } from '#core/users/routes'
import { brandRoutes } from '#core/brands/routes'
import { groupRoutes } from '#core/groups/routes'
import { customerRoutes } from '#core/customers/routes'
import { customerBrandingRoutes } from '#core/customer_branding/routes'
import { locationRoutes } from '#core/locations/routes'
import { openingHoursRoutes } from '#core/opening_hours/routes'
import { invitationRoutes } from '#core/invitations/routes'
import { partnerRoutes } from '#core/partners/routes'
import { mailRoutes } from '#core/mail/routes'
import { controllerRoutes } from '#core/controllers/routes'
import { networkRoutes } from '#core/network/routes'
import { networkMemberRoutes } from '#core/network_members/routes'
import { networkConfigRoutes } from '#core/network_config/routes'
import { locationVendorSettingsRoutes } from '#core/location_vendor_settings/routes'
import { locationConfigurationRoutes } from '#core/location_configuration/routes'
import { locationInstallRoutes } from '#core/location_install/routes'
import { apiDocsPageRoutes, apiDocsRoutes } from '#core/api_docs/routes'
import { tenantPageRoutes, tenantRoutes } from '#core/tenants/routes'
import { alertRoutes } from '#core/alerts/routes'
import { dashboardRoutes } from '#core/dashboard/routes'
import { statusPagePublicRoutes, statusPageRoutes } from '#core/status_pages/routes'
import { portalAdminRoutes, portalAssetRoutes } from '#core/portal/admin/routes'
import { voucherRoutes } from '#core/portal/vouchers/routes'
import { allowedMacRoutes } from '#core/portal/allowed_macs/routes'
import { guestDataPageRoutes } from '#core/portal/guest_data/routes'
import { guestPortalPageRoutes, guestPortalRoutes } from '#core/portal/public/routes'
import { inventoryRoutes } from '#core/inventory/routes'
import { salesRoutes } from '#core/sales/routes'
import { impersonationRoutes } from '#core/impersonation/routes'
import { webhookRoutes } from '#core/webhooks/routes'
import { integrationRoutes } from '#core/integrations/routes'
import { stripeWebhookRoutes } from '#core/billing/webhooks/routes'
import { billingCustomerRoutes } from '#core/billing/customers/routes'
import { billingSubscriptionRoutes } from '#core/billing/subscriptions/routes'
import { billingPriceRoutes } from '#core/billing/prices/routes'
import { referralRoutes } from '#core/billing/referrals/routes'
import { invoicingRunRoutes } from '#core/billing/monthly_invoicing/routes'
import { invoiceRoutes } from '#core/billing/invoices/routes'
import { financialsRoutes } from '#core/financials/routes'
import { adminCloudRoutes } from '#core/admin_cloud/routes'
import { spaRoutes } from '#core/spa/routes'
import { metricsRoutes } from '#kernel/metrics/routes'
import { installationReportRoutes } from '#core/installation_reports/routes'
import { locationReportRoutes } from '#core/location_reports/routes'
import { customerExportRoutes } from '#core/customer_exports/routes'

router
  .group(() => {
    healthRoutes()
    authRoutes()
    socialLoginRoutes()
    twoFactorRoutes()
    sessionRoutes()
    auditLogRoutes()
    userRoutes()
    brandRoutes()
    groupRoutes()
    customerRoutes()
    customerBrandingRoutes()
    impersonationRoutes()
    // Before locationRoutes: /locations/status_buttons must not be taken for /locations/:id.
    statusPageRoutes()
    locationRoutes()
    openingHoursRoutes()
    invitationRoutes()
    partnerRoutes()
    mailRoutes()
    controllerRoutes()
    networkRoutes()
    networkMemberRoutes()
    networkConfigRoutes()
    locationVendorSettingsRoutes()
    locationConfigurationRoutes()
    locationInstallRoutes()
    tenantRoutes()
    alertRoutes()
    dashboardRoutes()
    apiDocsRoutes()
    portalAdminRoutes()
    voucherRoutes()
    allowedMacRoutes()
    guestPortalRoutes()
    webhookRoutes()
    inventoryRoutes()
    salesRoutes()
    integrationRoutes()
    stripeWebhookRoutes()
    billingCustomerRoutes()
    billingSubscriptionRoutes()
    billingPriceRoutes()
    referralRoutes()
    invoicingRunRoutes()
    invoiceRoutes()
    financialsRoutes()
    adminCloudRoutes()
    installationReportRoutes()
    locationReportRoutes()
    customerExportRoutes()
  })
  .prefix('/rest')

rootHealthRoutes()
metricsRoutes()
apiDocsPageRoutes()
statusPagePublicRoutes()
tenantPageRoutes()

portalAssetRoutes()
guestDataPageRoutes()
guestPortalPageRoutes()
socialCallbackPageRoutes()
spaRoutes()
