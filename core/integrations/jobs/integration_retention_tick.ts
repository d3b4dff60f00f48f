export { integrationRetention as default } from '#core/integrations/jobs/integration_delivery_tick'
