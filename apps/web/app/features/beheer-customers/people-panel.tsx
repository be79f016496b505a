import {
  ApiRequestError,
  apiRoutes,
  LEAST_TEAM_ROLE,
  PersonBody,
  personStatusLabels,
  type StaffCustomer,
  type StaffPerson,
  type StaffRole,
  type TeamRole,
  teamRoleLabels,
  teamRolesStaffMayGive,
} from '@maatwerk/contract';
import { useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { CheckboxField, RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
import { RowAction } from '~/components/row-action.tsx';
import { staffApi } from '~/features/beheer-shell/index.ts';

const dateNl = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' }).format(
    new Date(iso),
  );

interface Values {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  invite: boolean;
  team_role: TeamRole;
}

const empty: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  invite: true,
  team_role: LEAST_TEAM_ROLE,
};

/** The people who log in for a customer: add and invite, resend or withdraw, (de)activate. */
export const PeoplePanel = ({
  customer,
  canWrite,
  role,
  onChange,
}: {
  customer: StaffCustomer;
  canWrite: boolean;
  /** The staff member's role: it decides which team roles they may give. */
  role: StaffRole;
  onChange: () => Promise<void>;
}) => {
  const roleOptions = teamRolesStaffMayGive(role).map((teamRole) => ({
    value: teamRole,
    label: teamRoleLabels[teamRole],
  }));
  const headingId = useId();
  const newId = useId();
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const form = useRulesForm<Values>({ defaultValues: empty, schema: PersonBody });

  const act = async (person: StaffPerson, run: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await run();
      setMessage({ tone: 'status', text: done });
    } catch (error) {
      setMessage({
        tone: 'alert',
        text:
          error instanceof ApiRequestError && error.body
            ? error.body.message
            : 'Dat is niet gelukt. Probeer het opnieuw.',
      });
    }
    await onChange();
    void person;
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Personen</h2>
      <p className={styles.notice} role={message?.tone ?? 'status'}>
        {message?.text}
      </p>
      {customer.people.length === 0 ? (
        <p className={styles.meta}>Nog geen personen.</p>
      ) : (
        <ul className={styles.list}>
          {customer.people.map((person) => {
            const name = `${person.first_name} ${person.last_name}`;
            return (
              <li key={person.id} className={styles.item}>
                <div className={styles.itemHead}>
                  <strong>{name}</strong>
                  <span className={styles.badge}>{personStatusLabels[person.status]}</span>
                </div>
                <p className={styles.meta}>
                  {teamRoleLabels[person.team_role]} · {person.email}
                  {person.phone ? ` · ${person.phone}` : ''}
                </p>
                {person.invitation && (
                  <p className={styles.meta}>
                    Uitnodiging verstuurd op {dateNl(person.invitation.sent_at)}, geldig tot{' '}
                    {dateNl(person.invitation.expires_at)}.
                  </p>
                )}
                {canWrite && (
                  <div className={styles.actions}>
                    {person.status === 'uitgenodigd' && (
                      <RowAction
                        label={person.invitation ? 'Uitnodiging opnieuw sturen' : 'Uitnodiging sturen'}
                        of={`aan ${name}`}
                        onClick={() =>
                          act(
                            person,
                            () => staffApi(apiRoutes.staffInvitePerson, { params: { id: person.id } }),
                            `Uitnodiging verstuurd naar ${person.email}.`,
                          )
                        }
                      />
                    )}
                    {person.invitation && (
                      <RowAction
                        label="Uitnodiging intrekken"
                        of={`van ${name}`}
                        onClick={() =>
                          act(
                            person,
                            () => staffApi(apiRoutes.staffRevokeInvitation, { params: { id: person.id } }),
                            `De uitnodiging van ${name} werkt niet meer.`,
                          )
                        }
                      />
                    )}
                    {person.status === 'gedeactiveerd' ? (
                      <RowAction
                        label="Activeren"
                        of={name}
                        onClick={() =>
                          act(
                            person,
                            () => staffApi(apiRoutes.staffReactivatePerson, { params: { id: person.id } }),
                            `${name} kan weer inloggen.`,
                          )
                        }
                      />
                    ) : (
                      <RowAction
                        label="Deactiveren"
                        of={name}
                        onClick={() =>
                          act(
                            person,
                            () => staffApi(apiRoutes.staffDeactivatePerson, { params: { id: person.id } }),
                            `${name} is gedeactiveerd en overal uitgelogd.`,
                          )
                        }
                      />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {canWrite && (
        <>
          <h3 id={newId}>Persoon toevoegen</h3>
          <RulesForm
            form={form}
            aria-labelledby={newId}
            submitLabel="Persoon toevoegen"
            busyLabel="Bezig met toevoegen…"
            onSubmit={async (values) => {
              const body = PersonBody.parse(values);
              const person = await staffApi(apiRoutes.staffCreatePerson, {
                params: { id: customer.id },
                body,
              });
              form.reset(empty);
              setMessage({
                tone: 'status',
                text: person.invitation
                  ? `${person.first_name} ${person.last_name} is toegevoegd en uitgenodigd.`
                  : `${person.first_name} ${person.last_name} is toegevoegd.`,
              });
              await onChange();
            }}
          >
            <TextField name="first_name" label="Voornaam" />
            <TextField name="last_name" label="Achternaam" />
            <TextField name="email" label="E-mailadres" type="email" />
            <TextField name="phone" label="Telefoonnummer" type="tel" optional />
            <SelectField name="team_role" label="Rol in het team" options={roleOptions} />
            <CheckboxField name="invite" label="Uitnodiging">
              Stuur meteen een uitnodiging om een wachtwoord te kiezen (7 dagen geldig)
            </CheckboxField>
          </RulesForm>
        </>
      )}
    </section>
  );
};
