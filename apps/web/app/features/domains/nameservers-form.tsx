import {
  ApiRequestError,
  type Domain,
  hostnameMessage,
  isHostname,
  NAMESERVERS_MAX,
  NAMESERVERS_MIN,
} from '@maatwerk/contract';
import { useId } from 'react';
import { get, useFieldArray, useFormContext } from 'react-hook-form';
import {
  FieldMessage,
  fieldStyles,
  RulesForm,
  useRulesForm,
  useRulesFormState,
} from '~/components/form/index.ts';
import { validateValue } from '~/lib/validation/index.ts';
import styles from './domain.module.css';
import { useUpdateDomain } from './domain-api.ts';

interface Values {
  nameservers: { host: string }[];
}

const normalise = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** The same rules as the API (the contract's): required, a host name, each once. */
const checkHost = (value: string, values: Values, index: number): string | true => {
  const label = `Nameserver ${index + 1}`;
  const missing = validateValue(value, 'required', { label });
  if (missing) return missing;
  const host = normalise(value);
  if (!isHostname(host)) return hostnameMessage;
  const first = values.nameservers.findIndex((other) => normalise(other.host) === host);
  if (first !== index) return `Deze nameserver staat al op regel ${first + 1}.`;
  return true;
};

const NameserverField = ({
  index,
  onRemove,
  canRemove,
}: {
  index: number;
  onRemove: () => void;
  canRemove: boolean;
}) => {
  const { register, formState } = useFormContext<Values>();
  const { idPrefix } = useRulesFormState();
  const name = `nameservers.${index}.host` as const;
  const id = `${idPrefix}-ns-${index}`;
  const errorId = `${id}-error`;
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <li className={styles.nameserver}>
      <label htmlFor={id} className={fieldStyles.label}>
        Nameserver {index + 1}
      </label>
      <div className={styles.nameserverRow}>
        <input
          id={id}
          className={`${fieldStyles.input} ${styles.nameserverInput}`}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          aria-errormessage={message ? errorId : undefined}
          {...register(name, { validate: (value, values) => checkHost(value, values, index) })}
        />
        <button
          type="button"
          className={`button button-secondary ${styles.smallButton}`}
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Verwijder nameserver ${index + 1}`}
        >
          Verwijder
        </button>
      </div>
      <FieldMessage id={errorId} message={message} />
    </li>
  );
};

const SavedNote = () => {
  const { complete } = useRulesFormState();
  return (
    <p className={styles.savedText} role="status">
      {complete ? 'De nameservers zijn opgeslagen.' : ''}
    </p>
  );
};

/** Edit the nameservers: between 2 and 13 host names, checked as you type after the first save. */
export const NameserversForm = ({ domain }: { domain: Domain }) => {
  const headingId = useId();
  const update = useUpdateDomain(domain.id);
  const form = useRulesForm<Values>({
    defaultValues: { nameservers: domain.nameservers.map((host) => ({ host })) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'nameservers' });

  const save = async (values: Values) => {
    const nameservers = values.nameservers.map((entry) => normalise(entry.host));
    try {
      const saved = await update.mutateAsync({ nameservers });
      form.reset({ nameservers: saved.nameservers.map((host) => ({ host })) }, { keepIsSubmitted: true });
    } catch (error) {
      // The API names a field as 'nameservers.1'; here it is the host of that row.
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.body?.fields ?? {})) {
          const row = /^nameservers\.(\d+)$/.exec(field)?.[1];
          if (row !== undefined)
            form.setError(`nameservers.${Number(row)}.host`, { type: 'server', message });
        }
      }
      throw error;
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Nameservers</h2>
      <p className={styles.hint}>
        Vul {NAMESERVERS_MIN} tot {NAMESERVERS_MAX} nameservers in, zoals ns1.kodewerk.nl. Een wijziging is
        meestal binnen een paar uur overal zichtbaar.
      </p>
      <RulesForm
        form={form}
        onSubmit={save}
        submitLabel="Nameservers opslaan"
        busyLabel="Bezig met opslaan…"
        aria-labelledby={headingId}
      >
        <ol className={styles.nameservers}>
          {fields.map((field, index) => (
            <NameserverField
              key={field.id}
              index={index}
              canRemove={fields.length > NAMESERVERS_MIN}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
        <div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => append({ host: '' })}
            disabled={fields.length >= NAMESERVERS_MAX}
          >
            Nameserver toevoegen
          </button>
        </div>
        <SavedNote />
      </RulesForm>
    </section>
  );
};
