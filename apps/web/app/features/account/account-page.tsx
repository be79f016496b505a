import type { Account } from '@maatwerk/contract';
import type { ReactNode } from 'react';
import { QueryStatus } from '~/components/query-status.tsx';
import styles from './account.module.css';
import { useAccount } from './account-api.ts';
import { AccountDetails } from './account-details.tsx';
import type { AccountSectionSlug } from './account-sections.ts';
import { AccountSettingsForm } from './account-settings-form.tsx';
import { AgreementsLink } from './agreements-link.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';
import { CompanyChangeForm } from './company-change-form.tsx';
import { DataExportSection } from './data-export-section.tsx';
import { EmailChangeForm } from './email-change-form.tsx';
import { ErasureSection } from './erasure-section.tsx';
import { Passkeys } from './passkeys.tsx';
import { ProfileForm } from './profile-form.tsx';
import { Security } from './security.tsx';
import { TeamSection } from './team-section.tsx';
import { TwoFactor } from './two-factor.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/** The panels of each sub-page of Mijn account, in their order on the page. */
const panelsOf: Record<AccountSectionSlug, (account: Account) => ReactNode> = {
  gegevens: (account) => (
    <>
      <AccountDetails account={account} />
      <ProfileForm account={account} />
      <CompanyChangeForm />
    </>
  ),
  'e-mail-en-wachtwoord': (account) => (
    <>
      <EmailChangeForm account={account} />
      <AccountSettingsForm account={account} />
    </>
  ),
  beveiliging: (account) => (
    <>
      <TwoFactor account={account} />
      <Passkeys />
      <Security />
    </>
  ),
  'je-gegevens': (account) => (
    <>
      <DataExportSection account={account} />
      <ErasureSection />
      <AgreementsLink />
    </>
  ),
  team: (account) => <TeamSection account={account} />,
  'api-sleutels': (account) => <ApiKeysSection account={account} />,
  webhooks: (account) => <WebhooksSection account={account} />,
};

/** A sub-page of Mijn account: its panels, once the account has loaded. */
export const AccountSectionPage = ({ slug }: { slug: AccountSectionSlug }) => (
  <QueryStatus query={useAccount()} failure="Je gegevens konden niet worden geladen.">
    {(account) => <div className={styles.grid}>{panelsOf[slug](account)}</div>}
  </QueryStatus>
);
