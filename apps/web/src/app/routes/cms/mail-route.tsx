import { MailListPage } from '../../../features/cms-mail/components/mail-list-page.tsx';

/** /cms/mail: the outbox, each mail's delivery, and a resend (DESIGN §Operations). */
export function CmsMailRoute() {
  return <MailListPage />;
}
