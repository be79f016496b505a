import {
  apiRoutes,
  CurrentPassword,
  type Passkey,
  type PasskeyCreationOptions,
  PasskeyName,
  RemovePasskeyRequest,
} from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import { api } from '~/lib/api-client.ts';
import { formatDateTime } from '~/lib/format.ts';
import styles from './account.module.css';
import { AccountListStatus } from './account-list-status.tsx';
import { CurrentPasswordField } from './current-password-field.tsx';

const passkeysQueryKey = ['account', 'passkeys'] as const;

/** The name goes with the new passkey, the password opens the ceremony: one form, two calls. */
const addSchema = z.object({ name: PasskeyName, password: CurrentPassword });

/** Nothing reached the API when the browser's passkey window was closed or refused. */
const browserRefusal = (error: unknown) =>
  error instanceof Error && !('status' in error)
    ? new Error('Het toevoegen van de passkey is afgebroken of niet gelukt. Probeer het opnieuw.')
    : error;

/**
 * The browser half of adding a passkey: the password opens the ceremony, the browser makes the key
 * (its library loads only here), the API stores it.
 */
const addPasskey = async ({ name, password }: { name: string; password: string }) => {
  const options: PasskeyCreationOptions = await api(apiRoutes.passkeyRegistrationOptions, {
    body: { password },
  });
  const { startRegistration } = await import('@simplewebauthn/browser');
  let response: Awaited<ReturnType<typeof startRegistration>>;
  try {
    response = await startRegistration({
      optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
  } catch (error) {
    throw browserRefusal(error);
  }
  return api(apiRoutes.addPasskey, { body: { name: name.trim(), response } });
};

const AddForm = ({ onDone, onCancel }: { onDone: (passkey: Passkey) => void; onCancel: () => void }) => {
  const form = useRulesForm<{ name: string; password: string }>({
    defaultValues: { name: '', password: '' },
    schema: addSchema,
  });
  return (
    <>
      <RulesForm
        form={form}
        aria-label="Passkey toevoegen"
        submitLabel="Passkey aanmaken"
        busyLabel="Bezig met toevoegen…"
        onSubmit={async (values) => onDone(await addPasskey(values))}
      >
        <TextField
          name="name"
          label="Naam van de passkey"
          hint="Bijvoorbeeld het apparaat of de wachtwoordmanager waarin je hem bewaart."
          autoComplete="off"
        />
        <CurrentPasswordField />
      </RulesForm>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Annuleren
      </button>
    </>
  );
};

const RemoveForm = ({
  passkey,
  onDone,
  onCancel,
}: {
  passkey: Passkey;
  onDone: () => void;
  onCancel: () => void;
}) => {
  const form = useRulesForm<{ password: string }>({
    defaultValues: { password: '' },
    schema: RemovePasskeyRequest,
  });
  return (
    <div className={styles.setup}>
      <p>
        Weet je zeker dat je de passkey <strong>{passkey.name}</strong> wilt verwijderen? Vul ter bevestiging
        je wachtwoord in.
      </p>
      <RulesForm
        form={form}
        aria-label={`Passkey ${passkey.name} verwijderen`}
        submitLabel="Passkey verwijderen"
        busyLabel="Bezig met verwijderen…"
        onSubmit={async ({ password }) => {
          await api(apiRoutes.removePasskey, { params: { id: passkey.id }, body: { password } });
          onDone();
        }}
      >
        <CurrentPasswordField />
      </RulesForm>
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Annuleren
      </button>
    </div>
  );
};

/** Mijn account → Passkeys: the person's passkeys with their dates, adding one and removing one. */
export const Passkeys = () => {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const passkeys = useQuery({ queryKey: passkeysQueryKey, queryFn: () => api(apiRoutes.listPasskeys, {}) });
  const reload = useMutation({
    mutationFn: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['account', 'security-events'] }),
      ]),
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Passkeys</h2>
      <p>
        Met een passkey log je in zonder wachtwoord, met de ontgrendeling van je apparaat (vingerafdruk,
        gezicht of pincode). Bij twee-factor authenticatie kan een passkey ook de code vervangen.
      </p>
      <AccountListStatus
        query={passkeys}
        failure="Je passkeys konden niet worden geladen."
        empty="Je hebt nog geen passkeys."
      >
        {(items) => (
          <ul className={styles.sessions} aria-label="Je passkeys">
            {items.map((passkey) => (
              <li key={passkey.id} className={styles.session}>
                <div>
                  <p className={styles.device}>{passkey.name}</p>
                  <p className={styles.muted}>
                    Toegevoegd <time dateTime={passkey.created_at}>{formatDateTime(passkey.created_at)}</time>
                    {' · '}
                    {passkey.last_used_at ? (
                      <>
                        laatst gebruikt{' '}
                        <time dateTime={passkey.last_used_at}>{formatDateTime(passkey.last_used_at)}</time>
                      </>
                    ) : (
                      'nog niet gebruikt'
                    )}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Verwijderen: ${passkey.name}`}
                  disabled={removing !== null || adding}
                  onClick={() => {
                    setMessage(null);
                    setRemoving(passkey);
                  }}
                >
                  Verwijderen
                </button>
              </li>
            ))}
          </ul>
        )}
      </AccountListStatus>
      {removing && (
        <RemoveForm
          key={removing.id}
          passkey={removing}
          onCancel={() => setRemoving(null)}
          onDone={() => {
            setMessage(`Passkey ${removing.name} is verwijderd.`);
            setRemoving(null);
            reload.mutate();
          }}
        />
      )}
      {adding ? (
        <AddForm
          onCancel={() => setAdding(false)}
          onDone={(passkey) => {
            setAdding(false);
            setMessage(`Passkey ${passkey.name} is toegevoegd.`);
            reload.mutate();
          }}
        />
      ) : (
        !removing && (
          <button
            type="button"
            className="button"
            onClick={() => {
              setMessage(null);
              setAdding(true);
            }}
          >
            Passkey toevoegen
          </button>
        )
      )}
      <p className={styles.done} role="status">
        {message}
      </p>
    </section>
  );
};
