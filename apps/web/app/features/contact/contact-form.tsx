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

const contactSubjects = [
  { value: 'Maatwerk software', label: 'Maatwerk software' },
  { value: 'Android of iOS app', label: 'Android of iOS app' },
  { value: 'Dedicated hosting', label: 'Dedicated hosting' },
  { value: 'Support voor klanten', label: 'Support voor klanten' },
  { value: 'Iets anders', label: 'Iets anders' },
] as const;

/** The contract's schema, loaded when the form is first sent rather than with the page. */
const loadSchema = async () => (await importOrReload(() => import('@maatwerk/contract'))).ContactFormBody;

/**
 * The contact form: judged by the contract's schema (the API's own rules and Dutch messages), sent
 * to POST /frontend/contact-form, then on to /bedankt. The API client and the schemas load when the
 * form is sent, not with the page.
 */
export const ContactForm = () => {
  const navigate = useNavigate();
  const setState = useClientStore((state) => state.set);
  const form = useRulesForm<ContactValues>({
    defaultValues: { name: '', email: '', phone: '', company: '', subject: '', message: '' },
    schema: loadSchema,
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
        <TextField name="name" label="Naam" autoComplete="name" />
        <TextField name="company" label="Bedrijf" optional autoComplete="organization" />
      </div>
      <div className={styles.pair}>
        <TextField name="email" label="E-mailadres" type="email" autoComplete="email" />
        <TextField name="phone" label="Telefoonnummer" optional type="tel" autoComplete="tel" />
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
        rows={7}
      />
      <p className={styles.privacy}>
        We gebruiken je gegevens alleen om je vraag te beantwoorden. Lees er meer over in onze{' '}
        <a href="/privacyverklaring">privacyverklaring</a>.
      </p>
    </RulesForm>
  );
};
