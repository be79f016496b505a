import { MailChatTranscriptBody } from '@maatwerk/contract';
import { useState } from 'react';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import { useClientStore } from '~/lib/client-store.ts';

const TranscriptFields = MailChatTranscriptBody.pick({ email: true });

/** At the end of a chat: its transcript by mail, once, to the address the visitor gives. */
export const TranscriptForm = ({ onMail }: { onMail: (email: string) => Promise<void> }) => {
  const user = useClientStore((state) => state.userData);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useRulesForm<{ email: string }>({
    defaultValues: { email: user?.email ?? '' },
    schema: TranscriptFields,
  });
  if (sentTo) {
    return (
      <p role="status" tabIndex={-1}>
        Het verslag van deze chat is onderweg naar {sentTo}.
      </p>
    );
  }
  return (
    <RulesForm
      form={form}
      onSubmit={async ({ email }) => {
        await onMail(email);
        setSentTo(email);
      }}
      submitLabel="Verslag mailen"
      busyLabel="Bezig met versturen..."
      aria-label="Verslag van de chat mailen"
    >
      <TextField name="email" label="Verslag van deze chat mailen naar" type="email" autoComplete="email" />
    </RulesForm>
  );
};
