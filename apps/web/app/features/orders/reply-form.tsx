import { CreateUserStoryReplyBody } from '@maatwerk/contract';
import { AttachmentPicker, STILL_UPLOADING, useAttachments } from '~/components/attachments/index.ts';
import { RulesForm, useRulesForm } from '~/components/form/index.ts';
import { portalAttachments } from './attachment-endpoints.ts';
import { RichTextField } from './rich-text-field.tsx';

interface ReplyValues {
  body_html: string;
}

const ReplySchema = CreateUserStoryReplyBody.pick({ body_html: true });

/** The reply box of an order: rich text, judged by the contract's schema, sent as a reply, then emptied; unsent, it is kept. */
export const ReplyForm = ({
  draft,
  onReply,
}: {
  /** The name under which an unsent reply is kept (useRulesForm's draft). */
  draft: string;
  onReply: (html: string, attachmentIds: string[]) => Promise<unknown>;
}) => {
  const form = useRulesForm<ReplyValues>({ defaultValues: { body_html: '' }, schema: ReplySchema, draft });
  const files = useAttachments(portalAttachments);
  return (
    <RulesForm
      form={form}
      aria-label="Reageren op deze opdracht"
      submitLabel="Reactie plaatsen"
      busyLabel="Bezig met plaatsen…"
      onSubmit={async (values) => {
        if (files.busy) throw new Error(STILL_UPLOADING);
        await onReply(values.body_html, files.ids);
        form.reset({ body_html: '' });
        files.clear();
      }}
    >
      <RichTextField name="body_html" label="Jouw reactie" />
      <AttachmentPicker state={files} />
    </RulesForm>
  );
};
