import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Compose,
  MailCounts,
  MailMessage,
  MailSummary,
  MailTemplate,
  mailBulkSchema,
  mailPatchSchema,
  mailTemplateUpdateSchema,
  MailQuery,
  Page,
} from '@alvorada/contracts';
import type { z } from 'zod';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { mailKeys } from '@/shared/api/query-keys.ts';

/** New mail arrives without a push: counts and lists refresh on this interval. */
const REFRESH_MS = 30_000;

export const mailListQuery = (query: Partial<MailQuery>) =>
  queryOptions({
    queryKey: mailKeys.list(query),
    queryFn: () => api<Page<MailSummary>>('/admin/mail/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
export const useMailList = (query: Partial<MailQuery>) => useQuery(mailListQuery(query));

/** Shared with the menu's unread badge, so every mailbox change refreshes it too. */
export const mailCountsQuery = queryOptions({
  queryKey: mailKeys.counts(),
  queryFn: () => api<MailCounts>('/admin/mail/counts/'),
});

export const useMailCounts = () => useQuery({ ...mailCountsQuery, refetchInterval: REFRESH_MS });

export const mailMessageQuery = (id: number) =>
  queryOptions({ queryKey: mailKeys.detail(id), queryFn: () => api<MailMessage>(`/admin/mail/${id}/`) });
export const useMailMessage = (id: number) => useQuery(mailMessageQuery(id));

function useMailMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

export type MailBulkAction = z.input<typeof mailBulkSchema>['action'];

export const useMailBulk = () =>
  useMailMutation((body: z.input<typeof mailBulkSchema>) =>
    api('/admin/mail/bulk/', { method: 'POST', body }),
  );

export const usePatchMail = () =>
  useMailMutation(({ id, ...body }: z.input<typeof mailPatchSchema> & { id: number }) =>
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

export const mailTemplatesQuery = queryOptions({
  queryKey: mailKeys.templates(),
  queryFn: () => api<MailTemplate[]>('/admin/mail/templates/'),
});
export const useMailTemplates = () => useQuery(mailTemplatesQuery);

export const useSaveTemplate = () =>
  useMailMutation(
    ({ key, locale, ...body }: z.input<typeof mailTemplateUpdateSchema> & { key: string; locale: string }) =>
      api(`/admin/mail/templates/${key}/${locale}/`, { method: 'PUT', body }),
  );

export const useResetTemplate = () =>
  useMailMutation(({ key, locale }: { key: string; locale: string }) =>
    api(`/admin/mail/templates/${key}/${locale}/`, { method: 'DELETE' }),
  );

export const inboundSettingsQuery = queryOptions({
  queryKey: mailKeys.inbound(),
  queryFn: () => api<{ url: string; secret: string }>('/admin/mail/inbound/'),
});
export const useInboundSettings = () => useQuery(inboundSettingsQuery);

export const useRotateInboundSecret = () =>
  useMailMutation(() =>
    api<{ url: string; secret: string }>('/admin/mail/inbound/rotate/', { method: 'POST' }),
  );
