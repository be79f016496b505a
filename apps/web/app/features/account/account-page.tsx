import type { Account } from '@maatwerk/contract';
import type { ReactNode } from 'react';
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

/** A sub-page of Mijn account: its panels, once the account has loaded. */
const AccountPanels = ({ children }: { children: (account: Account) => ReactNode }) => (
  <QueryStatus query={useAccount()} failure="Je gegevens konden niet worden geladen.">
    {(account) => <div className={styles.grid}>{children(account)}</div>}
  </QueryStatus>
);

export const AccountDataPage = () => (
  <AccountPanels>
    {(account) => (
      <>
        <AccountDetails account={account} />
        <ProfileForm account={account} />
        <CompanyChangeForm />
      </>
    )}
  </AccountPanels>
);

export const AccountLoginPage = () => (
  <AccountPanels>
    {(account) => (
      <>
        <EmailChangeForm account={account} />
        <AccountSettingsForm account={account} />
      </>
    )}
  </AccountPanels>
);

export const AccountSecurityPage = () => (
  <AccountPanels>
    {(account) => (
      <>
        <TwoFactor account={account} />
        <Passkeys />
        <Security />
      </>
    )}
  </AccountPanels>
);

export const AccountTeamPage = () => (
  <AccountPanels>{(account) => <TeamSection account={account} />}</AccountPanels>
);
