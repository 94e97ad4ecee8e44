declare module 'virtual:dealer/site' {
  import type { SiteConfig } from './config/site-config-schema.ts';
  /** The validated config of the dealer being built. */
  export const site: SiteConfig;
  /** Absolute path of this dealer's data directory (cars, models, offers, content). */
  export const dataDir: string;
}
