import { ContactDetails, ContactForm } from '~/features/contact/index.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/contact';
import styles from './contact.module.css';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Contact',
    description:
      'Neem contact op met Kodewerk voor maatwerk software, een app of dedicated hosting. Stuur een bericht, mail, bel of plan een gesprek; we reageren binnen één werkdag.',
    path: '/contact',
    siteUrl: siteUrlOf(matches),
  });

export default function Contact() {
  return (
    <div className="container page">
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Contact</p>
        <h1>Vertel ons wat je wilt bouwen</h1>
        <p className={styles.lead}>
          Een nieuw idee, een vastgelopen project of een vraag over hosting: stuur ons een bericht. Je krijgt
          binnen één werkdag antwoord van een ontwikkelaar, niet van een callcenter.
        </p>
      </header>
      <div className={styles.layout}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.formTitle}>
            Stuur een bericht
          </h2>
          <ContactForm />
        </section>
        <ContactDetails />
      </div>
    </div>
  );
}
