import { CompanyChangeRequestBody, teamRoleMayOpen, type UserStory } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { RulesForm, TextareaField, useRulesForm } from '~/components/form/index.ts';
import { useClientStore } from '~/lib/client-store.ts';
import styles from './account.module.css';
import { useRequestCompanyChange } from './account-api.ts';

/** Where "Klopt er iets niet?" leads: the form on Mijn account. */
export const COMPANY_CHANGE_ANCHOR = 'wijzigingsverzoek';

const ORDERS_PATH = '/klantenportaal/opdrachten';

/**
 * The company's data are changed by the support desk: the request becomes an order, which the
 * customer follows under Opdrachten.
 */
export const CompanyChangeForm = () => {
  const headingId = useId();
  const request = useRequestCompanyChange();
  const [sent, setSent] = useState<UserStory | null>(null);
  // The request becomes an order: only who may open orders follows it there; the others by mail.
  const role = useClientStore((state) => state.userData?.team_role);
  const followsOrders = role !== undefined && teamRoleMayOpen(role, ORDERS_PATH);
  const form = useRulesForm<{ message: string }>({
    defaultValues: { message: '' },
    schema: CompanyChangeRequestBody,
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId} id={COMPANY_CHANGE_ANCHOR} tabIndex={-1}>
      <h2 id={headingId}>Bedrijfsgegevens wijzigen</h2>
      <p className={styles.muted}>
        Bedrijfsnaam, adres, KvK-nummer, btw-nummer en factuuradres passen wij voor je aan. Vertel wat er moet
        veranderen;{' '}
        {followsOrders
          ? 'je volgt je verzoek bij je opdrachten.'
          : 'we laten je per e-mail weten wanneer het is aangepast.'}
      </p>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Wijzigingsverzoek versturen"
        busyLabel="Bezig met versturen…"
        onSubmit={async ({ message }) => {
          setSent(null);
          setSent(await request.mutateAsync({ message }));
          form.reset({ message: '' });
        }}
      >
        <TextareaField
          name="message"
          label="Wat moet er veranderen?"
          hint="Bijvoorbeeld: ons nieuwe adres is Stationsplein 1, 3511 ED Utrecht."
          rows={4}
        />
      </RulesForm>
      <p className={styles.done} role="status">
        {sent && (
          <>
            Je verzoek is verstuurd.{' '}
            {followsOrders ? (
              <AppLink to={`${ORDERS_PATH}/${sent.id}`}>
                Bekijk ‘{sent.title}’ (#{sent.id})
              </AppLink>
            ) : (
              `We laten je per e-mail weten wanneer ‘${sent.title}’ (#${sent.id}) is afgehandeld.`
            )}
          </>
        )}
      </p>
    </section>
  );
};
