import { AppLink } from '~/components/app-link.tsx';
import { siteConfig } from '~/lib/config.ts';
import { CompanyCalls } from './company-calls.tsx';
import styles from './emergency.module.css';
import { EmergencyCall } from './emergency-call.tsx';

export const EmergencyPage = () => (
  <div className="prose">
    <h1>Noodoproep</h1>
    <p>Ligt je website of server eruit? Meld het hier en onze dienstdoende engineer komt direct in actie.</p>
    <div className={styles.note}>
      <p>
        Gebruik de noodoproep voor storingen die nu schade doen, ook buiten kantoortijden. Voor vragen en
        wensen kun je beter een <AppLink to="/klantenportaal/opdrachten/nieuw">opdracht aanmaken</AppLink>.
        Liever bellen?{' '}
        <a href={siteConfig.phoneHref} className={styles.nowrap}>
          {siteConfig.phone}
        </a>
        .
      </p>
    </div>
    <EmergencyCall />
    <CompanyCalls />
  </div>
);
