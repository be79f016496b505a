import {
  apiRoutes,
  notificationDeliveries,
  notificationDeliveryLabels,
  personalNotificationKinds,
  type StaffNotificationSettings,
  staffNotificationKindLabels,
} from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { useActionMessage } from '~/components/use-action-message.ts';
import { staffApi, useStaff } from '~/features/beheer-shell/index.ts';
import local from './beheer-staff.module.css';

const settingsKey = ['staff-notification-settings'] as const;

/** One kind's choice: three radio buttons under the kind's name. */
const KindChoice = ({
  kind,
  value,
  onChange,
}: {
  kind: keyof StaffNotificationSettings;
  value: StaffNotificationSettings[keyof StaffNotificationSettings];
  onChange: (value: StaffNotificationSettings[keyof StaffNotificationSettings]) => void;
}) => {
  const id = useId();
  return (
    <fieldset className={local.choice}>
      <legend>{staffNotificationKindLabels[kind]}</legend>
      {notificationDeliveries.map((delivery) => (
        <label key={delivery} htmlFor={`${id}-${delivery}`} className={local.option}>
          <input
            type="radio"
            id={`${id}-${delivery}`}
            name={`${id}-${kind}`}
            value={delivery}
            checked={value === delivery}
            onChange={() => onChange(delivery)}
          />{' '}
          {notificationDeliveryLabels[delivery]}
        </label>
      ))}
    </fieldset>
  );
};

const SettingsForm = ({
  initial,
  deskEmail,
  digestHour,
}: {
  initial: StaffNotificationSettings;
  deskEmail: string;
  digestHour: number;
}) => {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState(initial);
  const { message, perform } = useActionMessage();
  const save = useMutation({
    mutationFn: (body: StaffNotificationSettings) =>
      staffApi(apiRoutes.updateStaffNotificationSettings, { body }),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void perform(() => save.mutateAsync(settings), 'Je keuzes zijn opgeslagen.');
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Meldingen</h2>
      <p>
        Hoe je hoort wat klanten doen bij de opdrachten waarvan jij behandelaar bent. Het dagelijkse overzicht
        komt om {String(digestHour).padStart(2, '0')}:00 uur. Nieuwe opdrachten, opdrachten zonder behandelaar
        en afspraken gaan direct naar {deskEmail}.
      </p>
      <form onSubmit={submit} className={local.choices}>
        {personalNotificationKinds.map((kind) => (
          <KindChoice
            key={kind}
            kind={kind}
            value={settings[kind]}
            onChange={(delivery) => setSettings((current) => ({ ...current, [kind]: delivery }))}
          />
        ))}
        <div>
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? 'Bezig met opslaan…' : 'Opslaan'}
          </button>
        </div>
        <p className={styles.notice} role={message?.tone ?? 'status'}>
          {message?.text}
        </p>
      </form>
    </section>
  );
};

/** The staff member's own page: who they are and how customers' events reach them. */
export const MyAccountPage = () => {
  const staff = useStaff();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: () => staffApi(apiRoutes.getStaffNotificationSettings, {}),
  });
  return (
    <>
      <h1>Mijn account</h1>
      <p>
        {staff.name}, {staff.email}
      </p>
      {settings.isError ? (
        <p>De instellingen konden niet worden geladen.</p>
      ) : !settings.data ? (
        <p aria-busy="true">Bezig met laden…</p>
      ) : (
        <SettingsForm
          initial={settings.data.settings}
          deskEmail={settings.data.desk_email}
          digestHour={settings.data.digest_hour}
        />
      )}
    </>
  );
};
