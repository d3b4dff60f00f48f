import { defineConfig } from '#core/plugins/define_config'

/**
 * Enabled plugins, loaded lazily and validated at boot (providers/plugins_provider.ts).
 * Adding a vendor: create plugins/<id>/index.ts (see plugins/README.template.md) and list it here.
 */
export default defineConfig({
  controllers: {
    unifi: () => import('#plugins/unifi/index'),
    omada: () => import('#plugins/omada/index'),
    peplink: () => import('#plugins/peplink/index'),
    zerotier: () => import('#plugins/zerotier/index'),
  },
  integrations: {
    mailchimp: () => import('#plugins/mailchimp/index'),
    loyalty: () => import('#plugins/loyalty/index'),
    crm: () => import('#plugins/crm/index'),
    bar_ordering: () => import('#plugins/bar_ordering/index'),
    pipedrive: () => import('#plugins/pipedrive/index'),
  },
})
