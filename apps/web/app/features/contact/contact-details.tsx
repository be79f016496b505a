import { AppLink } from '~/components/app-link.tsx';
import { siteConfig } from '~/lib/config.ts';
import styles from './contact-details.module.css';

/** The other ways to reach the provider, beside the form. */
export const ContactDetails = () => (
  <aside className={styles.details} aria-labelledby="contact-details-title">
    <h2 id="contact-details-title" className={styles.title}>
      Direct contact
    </h2>
    <dl className={styles.list}>
      <div>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
        </dd>
      </div>
      <div>
        <dt>Telefoon</dt>
        <dd>
          <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>
          <span className={styles.note}>{siteConfig.openingHours}</span>
        </dd>
      </div>
      <div>
        <dt>Bezoekadres</dt>
        <dd>
          {siteConfig.address.street}
          <br />
          {siteConfig.address.postalCode} {siteConfig.address.city}
        </dd>
      </div>
    </dl>
    <div className={styles.block}>
      <h3 className={styles.subtitle}>Liever even praten?</h3>
      <p>Plan een kennismaking op kantoor, via video of aan de telefoon.</p>
      <AppLink to="/meet" className="button button-secondary">
        Plan een gesprek
      </AppLink>
    </div>
    <div className={styles.block}>
      <h3 className={styles.subtitle}>Al klant en een storing?</h3>
      <p>
        Doe een noodoproep in het <AppLink to="/klantenportaal">klantenportaal</AppLink>: onze dienstdoende
        engineer krijgt hem direct, ook buiten kantoortijd.
      </p>
    </div>
  </aside>
);
