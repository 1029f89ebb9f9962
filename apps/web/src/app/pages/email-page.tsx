import EmailPage from '@/features/admin/email/pages/email-page.tsx';
import NotFoundPage from '@/features/misc/not-found-page.tsx';

export default function EmailPageOrNotFound() {
  return <EmailPage notFound={<NotFoundPage fullHeight={false} />} />;
}
