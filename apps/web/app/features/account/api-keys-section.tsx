import {
  type Account,
  type ApiKeyInfo,
  CreateApiKeyBody,
  type CreatedApiKey,
  teamRoleDescriptions,
  teamRoleLabels,
  teamRoles,
} from '@maatwerk/contract';
import { useId, useState } from 'react';
import { RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
import { useActionMessage } from '~/components/use-action-message.ts';
import { formatDate, formatDateTime } from '~/lib/format.ts';
import styles from './account.module.css';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './account-api.ts';
import { AccountListStatus } from './account-list-status.tsx';

const roleOptions = teamRoles.map((role) => ({ value: role, label: teamRoleLabels[role] }));

/** The local calendar date `days` from now, as the date field takes it. */
const dateFromNow = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

const empty = (): CreateApiKeyBody => ({ name: '', team_role: 'opdrachten', expires_on: dateFromNow(90) });

const lastUse = (key: ApiKeyInfo) =>
  key.last_used_at
    ? `Laatst gebruikt ${formatDateTime(key.last_used_at)}${key.last_used_address ? ` vanaf ${key.last_used_address}` : ''}`
    : 'Nog niet gebruikt';

/**
 * Mijn account → API-sleutels, for the eigenaar: keys with which the company's own systems use the
 * API with one team role; a new key is shown once, a key can be revoked at once.
 */
export const ApiKeysSection = ({ account }: { account: Account }) => {
  const isOwner = account.team_role === 'eigenaar';
  const headingId = useId();
  const createId = useId();
  const keys = useApiKeys(isOwner);
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [made, setMade] = useState<CreatedApiKey | null>(null);
  const { message, perform } = useActionMessage();
  const form = useRulesForm<CreateApiKeyBody>({ defaultValues: empty(), schema: CreateApiKeyBody });

  if (!isOwner) return null;

  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId}>API-sleutels</h2>
      <p>
        Met een API-sleutel lezen en wijzigen je eigen systemen via onze API wat een teamlid met dezelfde rol
        mag. Een sleutel kan nooit inloggen, wachtwoorden of het team wijzigen of andere sleutels maken.
      </p>
      <p className={styles.done} role={message?.tone ?? 'status'}>
        {message?.text}
      </p>
      <AccountListStatus
        query={keys}
        failure="Je API-sleutels konden niet worden geladen."
        empty="Je hebt nog geen API-sleutels."
      >
        {(list) => (
          <ul className={styles.team}>
            {list.map((key) => (
              <li key={key.id} className={styles.teamMember} data-testid={`api-sleutel-${key.id}`}>
                <p>
                  <strong>{key.name}</strong> · {teamRoleLabels[key.team_role]} · <code>{key.prefix}…</code>
                  <br />
                  Gemaakt {formatDate(key.created_at)} door {key.created_by} · geldig tot{' '}
                  {formatDateTime(key.expires_at)}
                  <br />
                  {lastUse(key)}
                </p>
                <div className={styles.teamActions}>
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() =>
                      perform(
                        async () => {
                          await revoke.mutateAsync(key.id);
                          setMade(null);
                        },
                        `De API-sleutel ${key.name} is ingetrokken en werkt niet meer.`,
                        `De API-sleutel ${key.name} intrekken? Systemen die hem gebruiken, krijgen daarna geen toegang meer.`,
                      )
                    }
                  >
                    Intrekken<span className="visually-hidden"> {key.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AccountListStatus>
      <h3 id={createId}>Nieuwe API-sleutel</h3>
      <RulesForm
        form={form}
        aria-labelledby={createId}
        submitLabel="Sleutel maken"
        busyLabel="Bezig met maken…"
        onSubmit={async (values) => {
          setMade(null);
          setMade(await create.mutateAsync(CreateApiKeyBody.parse(values)));
          form.reset(empty());
        }}
      >
        <TextField
          name="name"
          label="Naam"
          hint="Waarvoor je de sleutel gebruikt, bijvoorbeeld ‘Boekhouding’."
          autoComplete="off"
        />
        <SelectField
          name="team_role"
          label="Rol"
          options={roleOptions}
          hint="De sleutel mag precies wat een teamlid met deze rol mag."
        />
        <TextField name="expires_on" label="Geldig tot en met" type="date" />
      </RulesForm>
      <div role="status">
        {made && (
          <div className={styles.setup}>
            <p>
              De sleutel <strong>{made.name}</strong> ({teamRoleLabels[made.team_role]}:{' '}
              {teamRoleDescriptions[made.team_role].toLowerCase()}) is gemaakt. Kopieer hem nu: hij wordt niet
              meer getoond.
            </p>
            <p>
              <code data-testid="nieuwe-api-sleutel">{made.key}</code>
            </p>
          </div>
        )}
      </div>
    </section>
  );
};
