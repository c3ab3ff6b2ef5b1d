import type { MarketingKind } from '@iot/shared/marketing';

/** SPEC §2 /cms/marketing: each kind's own path segment (sliders live under 'home-page-sliders'). */
export type MarketingPage = { kind: MarketingKind; path: string };

export const marketingPages: readonly MarketingPage[] = [
  { kind: 'sliders', path: 'home-page-sliders' },
  { kind: 'ads', path: 'ads' },
];

export function marketingPageOfPath(path: string | undefined): MarketingPage | undefined {
  return marketingPages.find((page) => page.path === path);
}
