import { type FormEvent, useId, useRef, useState } from 'react';
import { importOrReload } from '~/lib/reload-guard.ts';
import styles from './newsletter-band.module.css';
import { NEWSLETTER_ENDPOINT, NEWSLETTER_MIN_BUSY_MS, newsletterTexts as texts } from './newsletter-texts.ts';

type Phase = 'idle' | 'submitting' | 'submitted';
type Validate = typeof import('~/lib/validation/index.ts').validateValue;

/**
 * The rule set loads when the visitor first reaches for the field, not with every page: the band
 * is on all of them, and nothing is judged before a submit anyway.
 */
let loading: Promise<Validate> | undefined;
const loadValidation = (): Promise<Validate> => {
  loading ??= importOrReload(() => import('~/lib/validation/index.ts')).then(
    (module) => module.validateValue,
  );
  return loading;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts the address to the site's endpoint; resolves with an error message, or null when it worked. */
const send = async (email: string): Promise<string | null> => {
  try {
    const response = await fetch(NEWSLETTER_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : texts.failed;
  } catch {
    return texts.failed;
  }
};

/**
 * The newsletter band of the footer (spec §2): idle → submitting ('Bezig met aanmelden...', at
 * least one second) → submitted ('Bedankt voor je inschrijving!'). The address is judged on
 * submit only, by the site's one rule set. Kept free of the form library: it is on every page. The
 * field is not controlled, so an address typed before the page's scripts ran stays in it.
 */
export const NewsletterBand = () => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [validate, setValidate] = useState<{ run: Validate } | null>(null);
  const judge = (run: Validate, value: string) => run(value, 'required|email', { label: texts.emailLabel });
  const error = submitted && validate ? judge(validate.run, email) : null;
  const message = error ?? failure;
  const prepare = () => {
    void loadValidation().then((run) => setValidate({ run }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phase === 'submitting') return;
    // The field's own value: an address typed before the page's scripts ran is in it, not in state.
    const typed = input.current?.value ?? email;
    setEmail(typed);
    const run = await loadValidation();
    setValidate({ run });
    setSubmitted(true);
    setFailure(null);
    if (judge(run, typed)) {
      input.current?.focus();
      return;
    }
    setPhase('submitting');
    const [outcome] = await Promise.all([send(typed.trim()), wait(NEWSLETTER_MIN_BUSY_MS)]);
    if (outcome) {
      setFailure(outcome);
      setPhase('idle');
      // The form was disabled while busy; give the field back its focus.
      requestAnimationFrame(() => input.current?.focus());
      return;
    }
    setPhase('submitted');
  };

  return (
    <section className={styles.band} aria-labelledby={`${id}-title`}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={`${id}-title`} className={styles.title}>
            {texts.title}
          </h2>
          <p className={styles.intro}>{texts.intro}</p>
        </div>
        <div className={styles.formArea} aria-live="polite">
          {phase === 'submitted' ? (
            <div className={styles.done} role="status">
              <p className={styles.doneTitle}>{texts.done}</p>
              <p className={styles.doneHint}>{texts.doneHint}</p>
            </div>
          ) : (
            <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={phase === 'submitting'}>
              <fieldset className={styles.fieldset} disabled={phase === 'submitting'}>
                <label htmlFor={`${id}-email`} className="visually-hidden">
                  {texts.emailLabel}
                </label>
                <div className={styles.row}>
                  <input
                    ref={input}
                    id={`${id}-email`}
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    placeholder={texts.placeholder}
                    className={styles.input}
                    onFocus={prepare}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      setFailure(null);
                    }}
                    aria-invalid={message ? true : undefined}
                    aria-describedby={message ? `${id}-error` : `${id}-privacy`}
                  />
                  <button type="submit" className={`button ${styles.button}`}>
                    {phase === 'submitting' ? texts.submitting : texts.submit}
                  </button>
                </div>
              </fieldset>
              {message ? (
                <p id={`${id}-error`} className={styles.error} role="alert">
                  {message}
                </p>
              ) : (
                <p id={`${id}-privacy`} className={styles.privacy}>
                  {texts.privacy}
                </p>
              )}
            </form>
          )}
        </div>
      </div>
    </section>
  );
};
