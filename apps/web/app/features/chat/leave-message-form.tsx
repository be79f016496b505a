import { apiRoutes, LeaveChatMessageBody, type LeftChatMessage } from '@maatwerk/contract';
import { useState } from 'react';
import { RulesForm, TextareaField, TextField, useRulesForm } from '~/components/form/index.ts';
import { api } from '~/lib/api-client.ts';
import { useClientStore } from '~/lib/client-store.ts';
import type { ChatKeys } from './use-chat.ts';

interface LeaveValues {
  name: string;
  email: string;
  message: string;
}

const became = (left: LeftChatMessage) =>
  left.became === 'opdracht'
    ? `Je bericht staat als opdracht #${left.id} in het klantenportaal; we antwoorden je daar.`
    : 'Je bericht is doorgestuurd als contactbericht; we antwoorden je per e-mail.';

/**
 * When nobody is available, or nobody answered a waiting chat in time (`chat`): a message with an
 * e-mail address. The API makes it an order for a logged-in customer and a contact message
 * otherwise, and the panel says which; a chat it was left in ends with a line that says so too.
 */
export const LeaveMessageForm = ({ chat }: { chat?: ChatKeys | undefined }) => {
  const user = useClientStore((state) => state.userData);
  const [left, setLeft] = useState<LeftChatMessage | null>(null);
  const form = useRulesForm<LeaveValues>({
    defaultValues: {
      name: user ? `${user.first_name} ${user.last_name}` : '',
      email: user?.email ?? '',
      message: '',
    },
    schema: LeaveChatMessageBody,
  });
  if (left) {
    return (
      <p role="status" tabIndex={-1}>
        Bedankt! {became(left)}
      </p>
    );
  }
  return (
    <>
      <p>
        {chat
          ? 'Het duurt langer dan verwacht voordat iemand reageert. Laat een bericht achter, dan nemen we contact met je op. Je kunt ook blijven wachten.'
          : 'Er is op dit moment niemand beschikbaar voor de chat. Laat een bericht achter, dan nemen we contact met je op.'}
      </p>
      <RulesForm
        form={form}
        onSubmit={async (values) =>
          setLeft(
            await api(apiRoutes.leaveChatMessage, {
              body: LeaveChatMessageBody.parse({
                ...values,
                ...(chat && { chat: { chat_id: chat.chatId, session_id: chat.sessionId } }),
              }),
            }),
          )
        }
        submitLabel="Bericht versturen"
        busyLabel="Bezig met versturen..."
        aria-label="Bericht achterlaten"
      >
        <TextField name="name" label="Naam" autoComplete="name" />
        <TextField name="email" label="E-mailadres" type="email" autoComplete="email" />
        <TextareaField name="message" label="Bericht" rows={4} />
      </RulesForm>
    </>
  );
};
