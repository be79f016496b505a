import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RulesForm } from '~/components/form/index.ts';
import { ContentEditor, type ContentEditorProps } from './content-editor.tsx';

export interface RecordEditorProps<TRecord extends { title: string }, TValues extends FieldValues> {
  /** The record being changed, or null while a new one is written. */
  record: TRecord | null;
  /** How the editor names the record: 'Categorie', 'Nieuwe categorie', 'Categorie aanmaken'. */
  names: { noun: string; new: string; create: string };
  back: ContentEditorProps['back'];
  canEdit: boolean;
  form: UseFormReturn<TValues>;
  onSubmit: (values: TValues) => Promise<unknown>;
  /** Deletes the record; the editor then goes back to its list. */
  onRemove: (record: TRecord) => Promise<unknown>;
  /** The form's fields. */
  children: ReactNode;
  /** Facts about the record, between the heading and the form. */
  details?: ReactNode;
  after?: ReactNode;
}

/** The editor of a record that can be new: it is named after the record, and only an existing one can be removed. */
export const RecordEditor = <TRecord extends { title: string }, TValues extends FieldValues>({
  record,
  names,
  back,
  canEdit,
  form,
  onSubmit,
  onRemove,
  children,
  details,
  after,
}: RecordEditorProps<TRecord, TValues>) => {
  const navigate = useNavigate();
  return (
    <ContentEditor
      back={back}
      title={record ? record.title : names.new}
      canEdit={canEdit}
      form={
        <RulesForm
          form={form}
          aria-label={record ? `${names.noun} bewerken` : names.new}
          submitLabel={record ? 'Opslaan' : names.create}
          busyLabel="Bezig met opslaan…"
          onSubmit={onSubmit}
        >
          {children}
        </RulesForm>
      }
      after={after}
      remove={
        record
          ? {
              label: `${names.noun} verwijderen`,
              name: record.title,
              run: async () => {
                await onRemove(record);
                await navigate(back.to);
              },
            }
          : undefined
      }
    >
      {details}
    </ContentEditor>
  );
};
