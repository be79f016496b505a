import { type ReactNode, useEffect, useState } from 'react';
import { RulesForm, useRulesForm } from '~/components/form/index.ts';
import type { FormSchema } from '~/components/form/use-rules-form.ts';
import styles from './order-detail.module.css';

export interface SettingPanelProps {
  /** The panel's name for assistive technology: 'Prioriteit'. */
  label: string;
  /** The name of the one field the panel's form holds. */
  name: string;
  /** The field's value as the order has it now. */
  current: string;
  schema?: FormSchema;
  submitLabel: string;
  /** The status line once saved: 'Prioriteit opgeslagen.' */
  savedText: string;
  save: (value: string) => Promise<unknown>;
  /** The field, named `name`. */
  children: ReactNode;
}

/**
 * One setting of an order in a panel of its own, saved on its own. A change from elsewhere (another
 * tab, the provider) becomes the field's value; an edit in progress stays. The status line says
 * the setting is saved until the field changes again.
 */
export const SettingPanel = ({
  label,
  name,
  current,
  schema,
  submitLabel,
  savedText,
  save,
  children,
}: SettingPanelProps) => {
  const form = useRulesForm<Record<string, string>>({ defaultValues: { [name]: current }, schema });
  const [saved, setSaved] = useState(false);
  const { reset } = form;
  useEffect(() => reset({ [name]: current }, { keepDirtyValues: true }), [reset, name, current]);
  return (
    <section className={styles.panel} aria-label={label} onChangeCapture={() => setSaved(false)}>
      <RulesForm
        form={form}
        submitLabel={submitLabel}
        busyLabel="Bezig met opslaan…"
        onSubmit={async (values) => {
          setSaved(false);
          await save(values[name] ?? '');
          setSaved(true);
        }}
      >
        {children}
      </RulesForm>
      <p className={styles.saved} role="status">
        {saved ? savedText : ''}
      </p>
    </section>
  );
};
