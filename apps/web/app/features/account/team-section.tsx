import {
  type Account,
  apiRoutes,
  InviteTeamMemberBody,
  leavesNoOwner,
  type TeamMember,
  teamRoleDescriptions,
  teamRoleLabels,
  teamRoles,
} from '@maatwerk/contract';
import { useId } from 'react';
import { InviteForm, RoleForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
import { QueryStatus } from '~/components/query-status.tsx';
import { useActionMessage } from '~/components/use-action-message.ts';
import { api } from '~/lib/api-client.ts';
import styles from './account.module.css';
import { useTeam, useTeamChange } from './account-api.ts';

const roleOptions = teamRoles.map((role) => ({ value: role, label: teamRoleLabels[role] }));

const empty: InviteTeamMemberBody = { first_name: '', last_name: '', email: '', team_role: 'opdrachten' };

const nameOf = (member: TeamMember) => `${member.first_name} ${member.last_name}`;

/**
 * Mijn account → Team, for the eigenaar: who logs in for the company and in which role; invite a
 * person (they get a link by e-mail to choose a password), change a role, remove someone.
 */
export const TeamSection = ({ account }: { account: Account }) => {
  const isOwner = account.team_role === 'eigenaar';
  const headingId = useId();
  const inviteId = useId();
  const team = useTeam(isOwner);
  const activeOwners = (team.data ?? []).filter(
    (member) => member.team_role === 'eigenaar' && !member.deactivated_at,
  ).length;
  const change = useTeamChange();
  const { message, setMessage, perform } = useActionMessage();
  const form = useRulesForm<InviteTeamMemberBody>({ defaultValues: empty, schema: InviteTeamMemberBody });

  if (!isOwner) return null;

  const act = (run: () => Promise<unknown>, done: string, question?: string) =>
    perform(() => change.mutateAsync(run), done, question);

  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId}>Team</h2>
      <p>Wie er voor je bedrijf inlogt, en wat ieder mag:</p>
      <dl className={styles.facts}>
        {teamRoles.map((role) => (
          <div key={role} className={styles.fact}>
            <dt>{teamRoleLabels[role]}</dt>
            <dd>{teamRoleDescriptions[role]}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.done} role={message?.tone ?? 'status'}>
        {message?.text}
      </p>
      <QueryStatus query={team} failure="Je team kon niet worden geladen.">
        {(members) => (
          <ul className={styles.team}>
            {members.map((member) => (
              <li key={member.id} className={styles.teamMember} data-testid={`teamlid-${member.id}`}>
                <p>
                  <strong>
                    {nameOf(member)}
                    {member.is_me && ' (jij)'}
                  </strong>{' '}
                  · {member.email}
                  <br />
                  {member.deactivated_at
                    ? 'Verwijderd uit het team'
                    : `${teamRoleLabels[member.team_role]}${member.invitation_pending ? ' · uitgenodigd, nog geen wachtwoord' : ''}`}
                </p>
                {!member.deactivated_at && (
                  <div className={styles.teamActions}>
                    <RoleForm
                      key={member.team_role}
                      personName={nameOf(member)}
                      role={member.team_role}
                      options={roleOptions}
                      className={styles.teamRole}
                      onSave={(role) =>
                        act(
                          () =>
                            api(apiRoutes.changeTeamMemberRole, {
                              params: { id: member.id },
                              body: { team_role: role },
                            }),
                          `${nameOf(member)} heeft nu de rol ${teamRoleLabels[role].toLowerCase()}.`,
                        )
                      }
                    />
                    {!leavesNoOwner(activeOwners, member.team_role, 'verwijderd') && (
                      <button
                        type="button"
                        className="button button-secondary"
                        onClick={() =>
                          act(
                            () => api(apiRoutes.removeTeamMember, { params: { id: member.id } }),
                            `${nameOf(member)} is uit het team verwijderd en overal uitgelogd.`,
                            `${nameOf(member)} uit het team verwijderen? Inloggen werkt daarna niet meer.`,
                          )
                        }
                      >
                        Verwijderen<span className="visually-hidden"> {nameOf(member)}</span>
                      </button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
      <h3 id={inviteId}>Teamlid uitnodigen</h3>
      <p>Het nieuwe teamlid krijgt een link per e-mail en kiest daarmee een eigen wachtwoord.</p>
      <InviteForm
        form={form}
        labelledBy={inviteId}
        send={(values) => {
          setMessage(null);
          return api(apiRoutes.inviteTeamMember, { body: values });
        }}
        onInvited={async (accepted) => {
          await team.refetch();
          setMessage({ tone: 'status', text: accepted.message });
        }}
      >
        <TextField name="first_name" label="Voornaam" autoComplete="off" />
        <TextField name="last_name" label="Achternaam" autoComplete="off" />
        <TextField name="email" label="E-mailadres" type="email" autoComplete="off" />
        <SelectField name="team_role" label="Rol" options={roleOptions} />
      </InviteForm>
    </section>
  );
};
