import { apiRoutes, type StaffChatDetail, type StaffChatMessage } from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { staffApi, staffToken } from '~/features/beheer-shell/index.ts';
import { followEventStream } from '~/lib/event-stream.ts';
import { publicConfig } from '~/lib/public-config.ts';

const listKey = ['staff-chats'] as const;
const chatKey = (chatId: string) => ['staff-chat', chatId] as const;

const authorization = () => ({ authorization: `Bearer ${staffToken() ?? ''}` });

/** The waiting and active chats, read again whenever the list's event stream says a chat changed. */
export const useChats = () => {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      followEventStream({
        url: `${publicConfig().apiUrl}/staff/chats/events`,
        headers: authorization,
        lastId: () => 0,
        onEvent: ({ event }) => {
          if (event === 'changed') void queryClient.invalidateQueries({ queryKey: listKey });
        },
      }),
    [queryClient],
  );
  return useQuery({ queryKey: listKey, queryFn: () => staffApi(apiRoutes.staffChats, {}) });
};

const withLine = (chat: StaffChatDetail, line: StaffChatMessage): StaffChatDetail =>
  chat.messages.some((known) => known.id === line.id)
    ? chat
    : { ...chat, messages: [...chat.messages, line].sort((a, b) => a.id - b.id) };

/** One chat, its lines kept up to date by its event stream from the last id it has. */
export const useChatDetail = (chatId: string, onVisitorTyping: () => void) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: chatKey(chatId),
    queryFn: () => staffApi(apiRoutes.staffChat, { params: { chatId } }),
  });
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    return followEventStream({
      url: `${publicConfig().apiUrl}/staff/chats/${chatId}/events`,
      headers: authorization,
      lastId: () => queryClient.getQueryData<StaffChatDetail>(chatKey(chatId))?.messages.at(-1)?.id ?? 0,
      onEvent: ({ event, data }) => {
        if (event === 'message') {
          queryClient.setQueryData<StaffChatDetail>(chatKey(chatId), (chat) =>
            chat ? withLine(chat, data as StaffChatMessage) : chat,
          );
        } else if (event === 'typing') onVisitorTyping();
        else if (event === 'read' || event === 'status')
          void queryClient.invalidateQueries({ queryKey: chatKey(chatId) });
      },
    });
  }, [chatId, loaded, queryClient, onVisitorTyping]);
  return query;
};

/** The chat's actions; each answers the chat as it is then, which replaces the cached one. */
export const useChatActions = (chatId: string) => {
  const queryClient = useQueryClient();
  const settle = (chat?: StaffChatDetail) => {
    if (chat) queryClient.setQueryData(chatKey(chatId), chat);
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
  return {
    take: useMutation({
      mutationFn: () => staffApi(apiRoutes.takeChat, { params: { chatId } }),
      onSuccess: settle,
    }),
    say: useMutation({
      mutationFn: (body: { body: string; internal: boolean; attachment_ids: string[] }) =>
        staffApi(apiRoutes.staffChatMessage, { params: { chatId }, body }),
      onSuccess: (line) => {
        queryClient.setQueryData<StaffChatDetail>(chatKey(chatId), (chat) =>
          chat ? withLine(chat, line) : chat,
        );
        void queryClient.invalidateQueries({ queryKey: chatKey(chatId) });
      },
    }),
    handOver: useMutation({
      mutationFn: (staffId: number) =>
        staffApi(apiRoutes.handOverChat, { params: { chatId }, body: { staff_id: staffId } }),
      onSuccess: settle,
    }),
    end: useMutation({
      mutationFn: () => staffApi(apiRoutes.staffEndChat, { params: { chatId } }),
      onSuccess: settle,
    }),
    toOrder: useMutation({
      mutationFn: (title: string) => staffApi(apiRoutes.chatToOrder, { params: { chatId }, body: { title } }),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: chatKey(chatId) }),
    }),
    typing: () => void staffApi(apiRoutes.staffChatTyping, { params: { chatId } }).catch(() => undefined),
  };
};

export const useSetAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (available: boolean) => staffApi(apiRoutes.setChatAvailability, { body: { available } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
};

/** A customer's chats, for the customer page. */
export const useCustomerChats = (customerId: number) =>
  useQuery({
    queryKey: ['staff-customer-chats', customerId],
    queryFn: () => staffApi(apiRoutes.customerChats, { params: { id: customerId } }),
  });
