import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { RulesForm } from './rules-form.tsx';

/**
 * The form that invites a person by e-mail, for a customer's team and for the staff: it sends,
 * empties itself for the next invitation and hands the answer on. Its fields are the children.
 */
export function InviteForm<TValues extends FieldValues, TAnswer>({
  form,
  labelledBy,
  send,
  onInvited,
  children,
}: {
  form: UseFormReturn<TValues>;
  labelledBy: string;
  send: (values: TValues) => Promise<TAnswer>;
  onInvited: (answer: TAnswer) => Promise<void> | void;
  children: ReactNode;
}) {
  return (
    <RulesForm
      form={form}
      aria-labelledby={labelledBy}
      submitLabel="Uitnodigen"
      busyLabel="Bezig met uitnodigen…"
      onSubmit={async (values) => {
        const answer = await send(values);
        form.reset();
        await onInvited(answer);
      }}
    >
      {children}
    </RulesForm>
  );
}
