import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';

/** The id of a detail page's address (`:id`), or null when it is not a valid int32 id. */
export const routeId = (param: string | undefined) => {
  const id = /^\d{1,10}$/.test(param ?? '') ? Number(param) : NaN;
  return id > 0 && id <= 2 ** 31 - 1 ? id : null;
};

/** Back to the overview a detail page belongs to; the arrow turns with the writing direction. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={
        <ArrowBackOutlined sx={(th) => ({ transform: th.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />
      }
    >
      {label}
    </Button>
  );
}

/** A detail page whose record does not exist: the header, and what to do instead. */
export function DetailNotFound(props: {
  title: string;
  back: ReactNode;
  icon: ReactNode;
  message: string;
  body: string;
}) {
  return (
    <>
      <PageHeader title={props.title} actions={props.back} />
      <Card>
        <EmptyState icon={props.icon} title={props.message} body={props.body} />
      </Card>
    </>
  );
}

/** A detail page that could not load: the header and a way to try again. */
export function DetailLoadError(props: {
  title: string;
  back: ReactNode;
  message: string;
  onRetry: () => void;
}) {
  return (
    <>
      <PageHeader title={props.title} actions={props.back} />
      <LoadError message={props.message} onRetry={props.onRetry} />
    </>
  );
}
