import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../components/alerts/alert-context.ts';
import { PageLoading } from '../components/page-loading.tsx';
import { AccountControls } from '../features/store-auth/components/account-controls.tsx';
import { Header } from '../components/layout/header.tsx';
import { useStorefrontSettings } from '../api/settings/get-settings.ts';
import { lazyNamed } from '../lib/lazy-named.ts';

// Below the page: the server renders them, and they hydrate when their code arrives, which the
// page's own first load does not wait for.
const Footer = lazyNamed(() => import('../components/layout/footer.tsx'), 'Footer');
const WhatsAppButton = lazyNamed(() => import('../components/layout/whatsapp-button.tsx'), 'WhatsAppButton');

/** The storefront frame: header, page, footer and the floating WhatsApp button, all fed by settings. */
export function StoreLayout() {
  const settings = useStorefrontSettings();
  const notify = useAlert();
  const { t } = useTranslation();

  // SPEC §8: settings unavailable → the default error alert; the shell still renders with brand defaults.
  useEffect(() => {
    if (settings.isError) notify({ type: 'error', message: t('errors.default') });
  }, [settings.isError, notify, t]);

  // A favicon set in the CMS replaces the build's brand favicon; removing it there brings the brand's back.
  const favicon = settings.data?.favicon;
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    link.dataset.builtIn ??= link.getAttribute('href') ?? '';
    link.setAttribute('href', favicon || link.dataset.builtIn);
  }, [favicon]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {/* Its own boundary: React hydrates what is inside one in short slices, beside the page's
          (Suspense around the outlet), rather than in the one long task that hydrates the frame. */}
      <Suspense fallback={null}>
        <Header logo={settings.data?.logo} account={<AccountControls />} />
      </Suspense>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <Footer settings={settings.data} />
        <WhatsAppButton whatsapp={settings.data?.visibility.whatsapp} />
      </Suspense>
    </Box>
  );
}
