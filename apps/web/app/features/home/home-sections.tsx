import { AppLink } from '~/components/app-link.tsx';
import { audiences, reasons, references, services, steps } from './home-content.ts';
import styles from './home-sections.module.css';

const icons: Record<(typeof services)[number]['key'], string> = {
  maatwerk: 'M4 6h16v12H4zM4 10h16M8 14h3M8 6v4',
  apps: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
  hosting: 'M4 5h16v5H4zM4 14h16v5H4zM7.5 7.5h.01M7.5 16.5h.01',
};

/** What we build: the three services, each with its own site. */
export const ServicesSection = () => (
  <section className={styles.section} aria-labelledby="home-services">
    <div className="container">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Wat we bouwen</p>
        <h2 id="home-services" className={styles.title}>
          Eén partner voor je software, je app en je servers
        </h2>
      </header>
      <ul className={styles.cards}>
        {services.map((service) => (
          <li key={service.key} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="26" height="26">
                <path
                  d={icons[service.key]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
            <h3 className={styles.cardTitle}>{service.title}</h3>
            <p>{service.text}</p>
            <ul className={styles.points}>
              {service.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <a href={service.href} className={styles.more} rel="noopener">
              {service.linkLabel}
              <span aria-hidden="true"> →</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  </section>
);

/** Why us, and for whom. */
export const ReasonsSection = () => (
  <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-reasons">
    <div className={`container ${styles.split}`}>
      <div>
        <p className={styles.eyebrow}>Waarom Kodewerk</p>
        <h2 id="home-reasons" className={styles.title}>
          Vakmanschap, snel bereikbaar en eerlijk geprijsd
        </h2>
        <p className={styles.intro}>
          We werken voor organisaties die verder willen dan standaardsoftware, en die één aanspreekpunt willen
          voor alles wat daarbij komt kijken.
        </p>
        <h3 className={styles.subTitle}>Voor wie we werken</h3>
        <ul className={styles.audiences}>
          {audiences.map((audience) => (
            <li key={audience.title}>
              <strong>{audience.title}</strong> <span>{audience.text}</span>
            </li>
          ))}
        </ul>
      </div>
      <ul className={styles.reasons}>
        {reasons.map((reason, index) => (
          <li key={reason.title} className={styles.reason}>
            <span className={styles.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.cardTitle}>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
);

/** Reference customers and what their project brought them. */
export const ReferencesSection = () => (
  <section className={styles.section} aria-labelledby="home-references">
    <div className="container">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Referenties</p>
        <h2 id="home-references" className={styles.title}>
          Zij gingen je voor
        </h2>
      </header>
      <ul className={styles.cards}>
        {references.map((reference) => (
          <li key={reference.customer} className={`${styles.card} ${styles.reference}`}>
            <p className={styles.sector}>{reference.sector}</p>
            <h3 className={styles.cardTitle}>
              {reference.customer}
              <span className={styles.projectTitle}>{reference.title}</span>
            </h3>
            <p>{reference.text}</p>
            <ul className={styles.tags} aria-label="Diensten">
              {reference.services.map((service) => (
                <li key={service}>{service}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  </section>
);

/** How a project goes. */
export const ProcessSection = () => (
  <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-process">
    <div className="container">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Zo werken we</p>
        <h2 id="home-process" className={styles.title}>
          Van eerste gesprek tot beheer
        </h2>
      </header>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.cardTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  </section>
);

/** The closing call to act. */
export const CallToAction = () => (
  <section className={styles.cta} aria-labelledby="home-cta">
    <div className="container">
      <div className={styles.ctaInner}>
        <div>
          <h2 id="home-cta" className={styles.ctaTitle}>
            Klaar om te beginnen?
          </h2>
          <p className={styles.ctaText}>
            Vertel ons wat je wilt bereiken. Binnen één werkdag hoor je van ons, met een eerlijk advies, ook
            als dat betekent dat je ons niet nodig hebt.
          </p>
        </div>
        <div className={styles.ctaActions}>
          <AppLink to="/contact" className="button">
            Neem contact op
          </AppLink>
          <AppLink to="/meet" className={`button ${styles.ctaSecondary}`}>
            Plan een gesprek
          </AppLink>
        </div>
      </div>
    </div>
  </section>
);
