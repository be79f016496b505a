import { AppLink } from '~/components/app-link.tsx';
import { siteConfig } from '~/lib/config.ts';
import styles from './meetings.module.css';

const { address } = siteConfig;
const routeUrl = `https://www.openstreetmap.org/search?query=${encodeURIComponent(
  `${address.street}, ${address.postalCode} ${address.city}`,
)}`;

/** The ways to meet the provider: by phone, by mail, at the office, or by video. */
export const ContactOptions = () => (
  <section aria-labelledby="meet-opties" className={styles.section}>
    <h2 id="meet-opties">Zo spreek je ons</h2>
    <ul className={styles.options}>
      <li className={styles.option}>
        <h3>Bellen</h3>
        {/* A div: a bold line over a smaller one is no heading (axe p-as-heading). */}
        <div className={styles.primary}>
          <a href={siteConfig.phoneHref} className={styles.big}>
            {siteConfig.phone}
          </a>
        </div>
        <p className={styles.meta}>{siteConfig.openingHours}</p>
      </li>
      <li className={styles.option}>
        <h3>Mailen</h3>
        <div className={styles.primary}>
          <a href={`mailto:${siteConfig.contactEmail}`} className={styles.big}>
            {siteConfig.contactEmail}
          </a>
        </div>
        <p className={styles.meta}>We antwoorden binnen één werkdag.</p>
      </li>
      <li className={styles.option}>
        <h3>Op kantoor</h3>
        <address className={styles.address}>
          {siteConfig.companyName}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
        </address>
        <p>
          <a href={routeUrl} target="_blank" rel="noopener noreferrer">
            Route plannen<span className="visually-hidden"> (opent in een nieuw tabblad)</span>
          </a>
        </p>
      </li>
      <li className={styles.option}>
        <h3>Videogesprek</h3>
        <p>
          Klant? Reserveer een tijd in het klantenportaal; je krijgt direct een link naar het videogesprek.
          Wie de link heeft, kan meedoen zonder in te loggen.
        </p>
        <p className={styles.links}>
          <AppLink to="/klantenportaal/tijd-reserveren">Tijd reserveren</AppLink>
          <AppLink to="/contact">Nog geen klant? Neem contact op</AppLink>
        </p>
      </li>
    </ul>
  </section>
);
