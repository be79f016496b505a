import { CreateUserStoryBody } from '@maatwerk/contract';
import { useNavigate } from 'react-router';
import { RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
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
  return (
    <RulesForm
      form={form}
      aria-label="Nieuwe opdracht"
      submitLabel="Opdracht aanmaken"
      busyLabel="Bezig met aanmaken…"
      onSubmit={async (values) => {
        const created = await create.mutateAsync({
          title: values.title,
          description_html: values.description_html,
          priority: Number(values.priority),
        });
        form.reset();
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
    </RulesForm>
  );
};
