import type { MfaSetup } from '@maatwerk/contract';
import type { ReactNode } from 'react';
import styles from './authenticator-steps.module.css';

/** ABCD EFGH ...: easier to type over from the screen. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Setting up an authenticator app in two steps: scan its QR code (or type in the key), then
 * confirm with a code of the app (`children`). `account` names what the app adds.
 */
export const AuthenticatorSteps = ({
  setup,
  account,
  children,
}: {
  setup: MfaSetup;
  account: string;
  children: ReactNode;
}) => (
  <ol className={styles.steps}>
    <li>
      <p>
        Scan deze QR-code met je authenticatie-app (bijvoorbeeld Google Authenticator, Microsoft Authenticator
        of 1Password).
      </p>
      <img
        src={setup.qr_code}
        alt={`QR-code om ${account} toe te voegen aan je authenticatie-app`}
        width={200}
        height={200}
        className={styles.qr}
      />
      <p>
        Kun je niet scannen? Vul dan deze sleutel in:{' '}
        <code className={styles.secret}>{grouped(setup.secret)}</code>
      </p>
    </li>
    <li>{children}</li>
  </ol>
);
