import {
  apiRoutes,
  InviteStaffBody,
  type StaffInvitation,
  staffRoleLabels,
  staffRoles,
  staffStatusLabels,
} from '@maatwerk/contract';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import styles from '~/components/beheer-page.module.css';
import factList from '~/components/fact-list.module.css';
import {
  fieldStyles,
  InviteForm,
  RoleForm,
  SelectField,
  TextField,
  useRulesForm,
} from '~/components/form/index.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import { RowAction } from '~/components/row-action.tsx';
import { useActionMessage } from '~/components/use-action-message.ts';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import { formatDateTime } from '~/lib/format.ts';
import local from './beheer-staff.module.css';
import { useMembersChanged, useStaffMembers } from './staff-members-api.ts';

const roleOptions = staffRoles.map((role) => ({ value: role, label: staffRoleLabels[role] }));

/** The one-use link of a fresh invitation, to pass on when the e-mail did not go out. */
const InvitationResult = ({ invitation }: { invitation: StaffInvitation }) => {
  const linkId = useId();
  return (
    <div className={local.invitation}>
      <p className={styles.notice}>
        {invitation.member.name} is uitgenodigd.{' '}
        {invitation.mail_sent
          ? `De uitnodiging is gemaild naar ${invitation.member.email}.`
          : 'De e-mail kon niet worden verstuurd: geef de link zelf door.'}{' '}
        De link werkt één keer en is geldig tot {formatDateTime(invitation.expires_at)}.
      </p>
      <label htmlFor={linkId} className={local.linkLabel}>
        Uitnodigingslink
      </label>
      <input
        id={linkId}
        className={fieldStyles.input}
        readOnly
        value={invitation.invitation_url}
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
};

const empty: InviteStaffBody = { name: '', email: '', role: 'ontwikkelaar' };

/**
 * Staff management for beheerders: who works here, in which role, with or without a second
 * factor; invite, change a role, reset a lost factor, deactivate.
 */
export const MembersPage = () => {
  const me = useStaff();
  const listId = useId();
  const inviteId = useId();
  const { message, setMessage, fail, perform } = useActionMessage();
  const [invitation, setInvitation] = useState<StaffInvitation | null>(null);
  const list = useStaffMembers();
  const membersChanged = useMembersChanged();
  const form = useRulesForm<InviteStaffBody>({ defaultValues: empty, schema: InviteStaffBody });

  const act = async (run: () => Promise<unknown>, done: string, question?: string) => {
    const ran = await perform(
      () => {
        setInvitation(null);
        return run();
      },
      done,
      question,
    );
    if (ran) await membersChanged();
  };

  return (
    <div className={styles.page}>
      <h1>Medewerkers</h1>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby={listId}>
          <h2 id={listId}>Alle medewerkers</h2>
          <p className={styles.notice} role={message?.tone ?? 'status'}>
            {message?.text}
          </p>
          <QueryListStatus query={list} failure="De medewerkers konden niet worden geladen.">
            {(members) => (
              <ul className={styles.list}>
                {members.items.map((member) => {
                  const self = member.id === me.staffId;
                  const active = member.status !== 'gedeactiveerd';
                  return (
                    <li key={member.id} className={styles.item} data-testid={`medewerker-${member.id}`}>
                      <div className={styles.itemHead}>
                        <strong>
                          {member.name}
                          {self && ' (jij)'}
                        </strong>
                        <span className={styles.badge}>{staffStatusLabels[member.status]}</span>
                      </div>
                      <p className={styles.meta}>{member.email}</p>
                      <dl className={factList.facts}>
                        <dt>Rol</dt>
                        <dd>{staffRoleLabels[member.role]}</dd>
                        <dt>Tweede factor</dt>
                        <dd>{member.mfa_enabled ? 'Ingesteld' : 'Niet ingesteld'}</dd>
                        {member.deactivated_at && (
                          <>
                            <dt>Gedeactiveerd</dt>
                            <dd>{formatDateTime(member.deactivated_at)}</dd>
                          </>
                        )}
                      </dl>
                      <p className={styles.meta}>
                        <AppLink to={`/beheer/audit?entity=staff_member&entity_id=${member.id}`}>
                          Wijzigingen in het auditlog
                          <span className="visually-hidden"> van {member.name}</span>
                        </AppLink>
                      </p>
                      {active && (
                        <>
                          <RoleForm
                            key={member.role}
                            personName={member.name}
                            role={member.role}
                            options={roleOptions}
                            className={local.roleForm}
                            buttonClassName={local.wrap}
                            onSave={(role) =>
                              act(
                                () =>
                                  staffApi(apiRoutes.staffUpdateMember, {
                                    params: { id: member.id },
                                    body: { role },
                                  }),
                                `${member.name} is nu ${staffRoleLabels[role].toLowerCase()}.`,
                              )
                            }
                          />
                          <div className={styles.actions}>
                            {member.status === 'uitgenodigd' && (
                              <RowAction
                                label="Nieuwe uitnodigingslink"
                                of={`voor ${member.name}`}
                                onClick={async () => {
                                  setMessage(null);
                                  try {
                                    setInvitation(
                                      await staffApi(apiRoutes.staffReinviteMember, {
                                        params: { id: member.id },
                                      }),
                                    );
                                  } catch (error) {
                                    setInvitation(null);
                                    fail(error);
                                  }
                                }}
                              />
                            )}
                            {member.mfa_enabled && !self && (
                              <RowAction
                                label="Tweede factor opnieuw instellen"
                                of={`voor ${member.name}`}
                                onClick={() =>
                                  act(
                                    () =>
                                      staffApi(apiRoutes.staffResetMemberFactor, {
                                        params: { id: member.id },
                                      }),
                                    `De tweede factor van ${member.name} is verwijderd. Bij de volgende keer inloggen stelt ${member.name} een nieuwe in.`,
                                    `De tweede factor van ${member.name} opnieuw instellen? ${member.name} wordt overal uitgelogd.`,
                                  )
                                }
                              />
                            )}
                            {!self && (
                              <RowAction
                                label="Deactiveren"
                                of={member.name}
                                onClick={() =>
                                  act(
                                    () =>
                                      staffApi(apiRoutes.staffDeactivateMember, {
                                        params: { id: member.id },
                                      }),
                                    `${member.name} is gedeactiveerd en overal uitgelogd.`,
                                    `${member.name} deactiveren? Inloggen werkt daarna niet meer.`,
                                  )
                                }
                              />
                            )}
                          </div>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </QueryListStatus>
        </section>
        <section className={styles.panel} aria-labelledby={inviteId}>
          <h2 id={inviteId}>Medewerker uitnodigen</h2>
          <p className={styles.meta}>
            De nieuwe medewerker krijgt een link per e-mail, kiest een wachtwoord en koppelt daarna een
            authenticatie-app.
          </p>
          <InviteForm
            form={form}
            labelledBy={inviteId}
            send={(values) => {
              setMessage(null);
              return staffApi(apiRoutes.staffInviteMember, { body: values });
            }}
            onInvited={async (answer) => {
              setInvitation(answer);
              await membersChanged();
            }}
          >
            <TextField name="name" label="Naam" autoComplete="off" />
            <TextField name="email" label="E-mailadres" type="email" autoComplete="off" />
            <SelectField name="role" label="Rol" options={roleOptions} />
          </InviteForm>
          <div role="status">{invitation && <InvitationResult invitation={invitation} />}</div>
        </section>
      </div>
    </div>
  );
};
