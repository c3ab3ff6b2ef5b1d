import type { Brand } from '@iot/shared/brands';
import type { Settings } from '@iot/shared/settings';
import { absoluteUrl } from '../../../lib/public-origin.ts';
import type { StructuredData } from '../../../lib/structured-data.ts';

/** The shop as an Organization: name, logo, contact and its social profiles (settings, SPEC §3). */
export function organizationData(
  brand: Pick<Brand, 'displayName'>,
  settings: Pick<Settings, 'logo' | 'contactInfo' | 'socialLinks'> | undefined,
  origin: string,
  homeUrl: string,
): StructuredData {
  const contact = settings?.contactInfo;
  const sameAs = settings?.socialLinks.map((link) => link.value).filter(Boolean) ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.displayName,
    url: homeUrl,
    ...(settings?.logo ? { logo: absoluteUrl(origin, settings.logo) } : {}),
    ...(contact?.email ? { email: contact.email } : {}),
    ...(contact?.tel ? { telephone: contact.tel } : {}),
    ...(contact?.address ? { address: contact.address } : {}),
    ...(contact?.email || contact?.tel
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              ...(contact.email ? { email: contact.email } : {}),
              ...(contact.tel ? { telephone: contact.tel } : {}),
            },
          ],
        }
      : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
