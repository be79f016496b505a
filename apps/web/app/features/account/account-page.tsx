import { QueryStatus } from '~/components/query-status.tsx';
import styles from './account.module.css';
import { useAccount } from './account-api.ts';
import { AccountDetails } from './account-details.tsx';
import { AccountSettingsForm } from './account-settings-form.tsx';
import { CompanyChangeForm } from './company-change-form.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { Passkeys } from './passkeys.tsx';
import { ProfileForm } from './profile-form.tsx';
import { Security } from './security.tsx';
import { TeamSection } from './team-section.tsx';
import { TwoFactor } from './two-factor.tsx';

export const AccountPage = () => {
  const account = useAccount();
  return (
    <>
      <h1>Mijn account</h1>
      <p className="prose">
        Je gegevens, je naam en telefoonnummer, je e-mailadres, je weekmail-adres, je wachtwoord, je
        tweestapsverificatie, waar je bent ingelogd en, als eigenaar, je team.
      </p>
      <QueryStatus query={account} failure="Je gegevens konden niet worden geladen.">
        {(data) => (
          <div className={styles.grid}>
            <AccountDetails account={data} />
            <ProfileForm account={data} />
            <CompanyChangeForm />
            <AccountSettingsForm account={data} />
            <EmailChangeForm account={data} />
            <TwoFactor account={data} />
            <Passkeys />
            <Security />
            <TeamSection account={data} />
          </div>
        )}
      </QueryStatus>
    </>
  );
};
