import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Compose,
  MailCounts,
  MailMessage,
  MailSummary,
  MailTemplate,
  MAIL_BULK_ACTIONS,
  Page,
} from '@alvorada/contracts';
import { api } from '../../../../shared/api/client.ts';
import { cleanQuery } from '../../users/api/users-api.ts';
import type { MailView } from '../mail-route.ts';

const MAIL = ['admin', 'mail'] as const;
/** New mail arrives without a push: counts and lists refresh on this interval. */
const REFRESH_MS = 30_000;

export const useMailList = (view: MailView, params: { page: number; page_size: number; search: string }) =>
  useQuery({
    queryKey: [...MAIL, 'list', view, params],
    queryFn: () => api<Page<MailSummary>>('/admin/mail/', { query: cleanQuery({ ...view, ...params }) }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });

/** Shared with the menu's unread badge, so every mailbox change refreshes it too. */
export const mailCountsQuery = queryOptions({
  queryKey: [...MAIL, 'counts'],
  queryFn: () => api<MailCounts>('/admin/mail/counts/'),
});

export const useMailCounts = () => useQuery({ ...mailCountsQuery, refetchInterval: REFRESH_MS });

export const useMailMessage = (id: number | null) =>
  useQuery({
    queryKey: [...MAIL, 'one', id],
    queryFn: () => api<MailMessage>(`/admin/mail/${id}/`),
    enabled: id !== null,
  });

function useMailMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: MAIL }) });
}

export type MailBulkAction = (typeof MAIL_BULK_ACTIONS)[number];

export const useMailBulk = () =>
  useMailMutation((body: { ids: number[]; action: MailBulkAction }) =>
    api('/admin/mail/bulk/', { method: 'POST', body }),
  );

export const usePatchMail = () =>
  useMailMutation(({ id, ...body }: { id: number; starred?: boolean; read?: boolean; labels?: string[] }) =>
    api<MailMessage>(`/admin/mail/${id}/`, { method: 'PATCH', body }),
  );

export const useSendMail = () =>
  useMailMutation((body: Compose) => api<{ ids: number[] }>('/admin/mail/send/', { method: 'POST', body }));

export const useSaveDraft = () =>
  useMailMutation(({ id, ...body }: Compose & { id?: number }) =>
    api<MailMessage>(id ? `/admin/mail/drafts/${id}/` : '/admin/mail/drafts/', {
      method: id ? 'PUT' : 'POST',
      body,
    }),
  );

export const useRetryMail = () =>
  useMailMutation((id: number) => api<MailMessage>(`/admin/mail/${id}/retry/`, { method: 'POST' }));

export const useMailTemplates = () =>
  useQuery({
    queryKey: [...MAIL, 'templates'],
    queryFn: () => api<MailTemplate[]>('/admin/mail/templates/'),
  });

export const useSaveTemplate = () =>
  useMailMutation(
    ({ key, locale, ...body }: { key: string; locale: string; subject: string; body: string }) =>
      api(`/admin/mail/templates/${key}/${locale}/`, { method: 'PUT', body }),
  );

export const useResetTemplate = () =>
  useMailMutation(({ key, locale }: { key: string; locale: string }) =>
    api(`/admin/mail/templates/${key}/${locale}/`, { method: 'DELETE' }),
  );

export const useInboundSettings = () =>
  useQuery({
    queryKey: [...MAIL, 'inbound'],
    queryFn: () => api<{ url: string; secret: string }>('/admin/mail/inbound/'),
  });

export const useRotateInboundSecret = () =>
  useMailMutation(() =>
    api<{ url: string; secret: string }>('/admin/mail/inbound/rotate/', { method: 'POST' }),
  );
