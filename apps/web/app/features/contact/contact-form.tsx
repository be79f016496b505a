import { useNavigate } from 'react-router';
import { RulesForm, SelectField, TextareaField, TextField, useRulesForm } from '~/components/form/index.ts';
import { DEFAULT_THANKS_TEXT, DEFAULT_THANKS_TITLE, useClientStore } from '~/lib/client-store.ts';
import { importOrReload } from '~/lib/reload-guard.ts';
import styles from './contact-form.module.css';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
}

export const contactSubjects = [
  { value: 'Maatwerk software', label: 'Maatwerk software' },
  { value: 'Android of iOS app', label: 'Android of iOS app' },
  { value: 'Dedicated hosting', label: 'Dedicated hosting' },
  { value: 'Support voor klanten', label: 'Support voor klanten' },
  { value: 'Iets anders', label: 'Iets anders' },
] as const;

/**
 * The API's limits (CONTACT_LIMITS in the contract), repeated here so that the page does not load
 * the schemas; contact-form.test.ts keeps the two equal.
 */
export const contactLimits = {
  name: { min: 2, max: 100 },
  phone: { max: 30 },
  company: { max: 100 },
  message: { min: 10, max: 5000 },
} as const;

const { name, message, phone, company } = contactLimits;

/**
 * The contact form: sent to POST /frontend/contact-form, then on to /bedankt. The API client (and
 * with it the contract schemas) loads when the form is sent, not with the page.
 */
export const ContactForm = () => {
  const navigate = useNavigate();
  const setState = useClientStore((state) => state.set);
  const form = useRulesForm<ContactValues>({
    defaultValues: { name: '', email: '', phone: '', company: '', subject: '', message: '' },
  });

  const onSubmit = async (values: ContactValues) => {
    const [{ api }, { apiRoutes }] = await Promise.all([
      importOrReload(() => import('~/lib/api-client.ts')),
      importOrReload(() => import('@maatwerk/contract')),
    ]);
    await api(apiRoutes.submitContactForm, {
      body: {
        name: values.name,
        email: values.email,
        phone: values.phone || null,
        company: values.company || null,
        subject: values.subject || null,
        message: values.message,
      },
    });
    setState({ thanksTitle: DEFAULT_THANKS_TITLE, thanksText: DEFAULT_THANKS_TEXT });
    navigate('/bedankt');
  };

  return (
    <RulesForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Versturen"
      busyLabel="Bezig met versturen..."
      className={styles.form}
      aria-labelledby="contact-form-title"
    >
      <div className={styles.pair}>
        <TextField
          name="name"
          label="Naam"
          rules={`required|length:${name.min},${name.max}`}
          autoComplete="name"
        />
        <TextField
          name="company"
          label="Bedrijf"
          optional
          rules={`length:0,${company.max}`}
          autoComplete="organization"
        />
      </div>
      <div className={styles.pair}>
        <TextField
          name="email"
          label="E-mailadres"
          rules="required|email"
          type="email"
          autoComplete="email"
        />
        <TextField
          name="phone"
          label="Telefoonnummer"
          optional
          rules={[
            ['length', 0, phone.max],
            ['matches', /^[+()\d\s.-]{6,}$/],
          ]}
          type="tel"
          autoComplete="tel"
        />
      </div>
      <SelectField
        name="subject"
        label="Waar gaat je vraag over?"
        options={contactSubjects}
        placeholder="Maak een keuze"
      />
      <TextareaField
        name="message"
        label="Bericht"
        hint="Vertel kort wat je zoekt; wij nemen binnen één werkdag contact op."
        rules={`required|length:${message.min},${message.max}`}
        rows={7}
      />
      <p className={styles.privacy}>
        We gebruiken je gegevens alleen om je vraag te beantwoorden. Lees er meer over in onze{' '}
        <a href="/privacyverklaring">privacyverklaring</a>.
      </p>
    </RulesForm>
  );
};
