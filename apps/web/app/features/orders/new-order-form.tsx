import { CreateUserStoryBody } from '@maatwerk/contract';
import { useNavigate } from 'react-router';
import { AttachmentPicker, STILL_UPLOADING, useAttachments } from '~/components/attachments/index.ts';
import { RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
import { portalAttachments } from './attachment-endpoints.ts';
import { priorityOptions } from './labels.ts';
import { useCreateOrder } from './order-api.ts';
import { RichTextField } from './rich-text-field.tsx';

interface NewOrderValues {
  title: string;
  description_html: string;
  priority: string;
}

export interface CreatedOrderState {
  createdOrder: { id: number; title: string };
}

/** Places an order, judged by the contract's schema, and lands on /klantenportaal/opdrachten/aangemaakt. */
export const NewOrderForm = () => {
  const navigate = useNavigate();
  const create = useCreateOrder();
  const form = useRulesForm<NewOrderValues>({
    defaultValues: { title: '', description_html: '', priority: '3' },
    schema: CreateUserStoryBody,
    draft: 'nieuwe-opdracht',
  });
  const files = useAttachments(portalAttachments);
  return (
    <RulesForm
      form={form}
      aria-label="Nieuwe opdracht"
      submitLabel="Opdracht aanmaken"
      busyLabel="Bezig met aanmaken…"
      onSubmit={async (values) => {
        if (files.busy) throw new Error(STILL_UPLOADING);
        const created = await create.mutateAsync({
          title: values.title,
          description_html: values.description_html,
          priority: Number(values.priority),
          attachment_ids: files.ids,
        });
        form.reset();
        files.clear();
        const state: CreatedOrderState = { createdOrder: { id: created.id, title: created.title } };
        await navigate('/klantenportaal/opdrachten/aangemaakt', { state });
      }}
    >
      <TextField name="title" label="Titel" autoComplete="off" />
      <RichTextField
        name="description_html"
        label="Omschrijving"
        hint="Wat moet er gebeuren, en waarom? Koppen, lijsten en links helpen ons om het snel op te pakken."
      />
      <SelectField
        name="priority"
        label="Prioriteit"
        hint="1 is het meest dringend, 3 is normaal."
        options={priorityOptions}
      />
      <AttachmentPicker state={files} />
    </RulesForm>
  );
};
