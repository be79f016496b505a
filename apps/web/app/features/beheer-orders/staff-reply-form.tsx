import { StaffReplyBody, type StaffReplyKind } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { AttachmentPicker, STILL_UPLOADING, useAttachments } from '~/components/attachments/index.ts';
import { RulesForm, useRulesForm } from '~/components/form/index.ts';
import shared from '~/components/order-views/order-detail.module.css';
import { RichTextField } from '~/features/orders/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import { staffAttachments } from './attachment-endpoints.ts';
import own from './beheer-order-detail.module.css';

const styles = combineStyles(shared, own);

import type { StaffOrderMutations } from './staff-order-api.ts';

interface ReplyValues {
  kind: StaffReplyKind;
  body_html: string;
}

const KindChoice = () => {
  const { register } = useFormContext<ReplyValues>();
  const id = useId();
  return (
    <fieldset className={styles.kinds}>
      <legend className={styles.legend}>Soort bericht</legend>
      <div className={styles.kindOption}>
        <input type="radio" id={`${id}-reply`} value="reply" {...register('kind')} />
        <label htmlFor={`${id}-reply`}>Reactie aan de klant (de klant krijgt een e-mail)</label>
      </div>
      <div className={styles.kindOption}>
        <input type="radio" id={`${id}-note`} value="internal_note" {...register('kind')} />
        <label htmlFor={`${id}-note`}>Interne notitie (alleen voor medewerkers)</label>
      </div>
    </fieldset>
  );
};

const outcome = (kind: StaffReplyKind, mailSent: boolean) =>
  kind === 'internal_note'
    ? 'Interne notitie opgeslagen.'
    : mailSent
      ? 'Reactie geplaatst. De klant heeft een e-mail gekregen.'
      : 'Reactie geplaatst, maar de klant kon niet worden gemaild.';

/** Answer the customer or note something for colleagues; a closed order takes notes only. */
export const StaffReplyForm = ({
  mutations,
  closed,
}: {
  mutations: StaffOrderMutations;
  closed: boolean;
}) => {
  const form = useRulesForm<ReplyValues>({
    defaultValues: { kind: closed ? 'internal_note' : 'reply', body_html: '' },
    schema: StaffReplyBody,
  });
  const [done, setDone] = useState('');
  const files = useAttachments(staffAttachments);
  return (
    <>
      <RulesForm
        form={form}
        aria-label="Reageren of een notitie maken"
        submitLabel="Plaatsen"
        busyLabel="Bezig met plaatsen…"
        onSubmit={async (values) => {
          setDone('');
          if (files.busy) throw new Error(STILL_UPLOADING);
          const result = await mutations.reply.mutateAsync({ ...values, attachment_ids: files.ids });
          form.reset({ kind: values.kind, body_html: '' });
          files.clear();
          setDone(outcome(values.kind, result.mail_sent));
        }}
      >
        {closed ? (
          <p className={styles.muted}>
            Deze opdracht is gesloten: je kunt alleen een interne notitie maken. Zet hem weer in behandeling
            om de klant te antwoorden.
          </p>
        ) : (
          <KindChoice />
        )}
        <RichTextField name="body_html" label="Bericht" />
        <AttachmentPicker state={files} />
      </RulesForm>
      <p className={styles.saved} role="status">
        {done}
      </p>
    </>
  );
};
