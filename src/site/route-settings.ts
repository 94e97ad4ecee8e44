/** The route settings of the domain's route builders, read from a validated dealer config. */
import type { SiteConfig } from '../config/site-config-schema.ts';
import type { RouteSettings } from '../domain/routes/routes.ts';

export function routeSettings(site: SiteConfig): RouteSettings {
  return {
    reserve: site.features.buttons.reserve,
    financeRoute: site.features.finance_route,
  };
}
