import type { Resolver } from '../../../types.ts';

/** Product settings from the configuration. */
const appConfig: Resolver = (_, __, { config }) => ({
  customerPricingEnabled: config.featureCustomerPricing,
  loggingEnabled: config.featureLogging,
  googleMapsBrowserKey:
    config.mapsProvider === 'google' ? (config.googleMapsBrowserKey ?? null) : null,
  feedbackFormUrl: config.feedbackFormUrl ?? null,
  sentryDsn: config.sentryDsn ?? null,
});
export default appConfig;
