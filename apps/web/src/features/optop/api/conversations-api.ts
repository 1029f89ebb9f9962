import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import type { OptopConversation, OptopMessagePage, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { optopKeys } from '@/shared/api/query-keys.ts';
import { download } from '@/shared/files/download.ts';

export const conversationsQuery = (search: string) => ({
  queryKey: optopKeys.conversationList(search),
  queryFn: () =>
    api<Page<OptopConversation>>('/optop/conversations/', {
      query: { page_size: 50, ...(search && { search }) },
    }),
  placeholderData: keepPreviousData,
});

export const useConversations = (search: string) => useQuery(conversationsQuery(search));

/** A page of a conversation's messages, newest last; `before` pages further back. */
export const fetchMessages = (id: number, before?: number) =>
  api<OptopMessagePage>(`/optop/conversations/${id}/messages/`, {
    query: { limit: 30, ...(before && { before }) },
  });

/** Shows the branch through a turn; answers the thread as it then reads. */
export const chooseBranch = (id: number, messageId: number) =>
  api<OptopMessagePage>(`/optop/conversations/${id}/messages/${messageId}/choose/`, { method: 'POST' });

/** The branch shown, as a Markdown file. */
export const exportConversation = (id: number) =>
  download(`/optop/conversations/${id}/export/`, `optop-${id}.md`);

export const useRenameConversation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) =>
      api<OptopConversation>(`/optop/conversations/${id}/`, { method: 'PATCH', body: { title } }),
    onSuccess: () => client.invalidateQueries({ queryKey: optopKeys.conversations() }),
  });
};

export const useDeleteConversation = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/optop/conversations/${id}/`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: optopKeys.conversations() }),
  });
};
