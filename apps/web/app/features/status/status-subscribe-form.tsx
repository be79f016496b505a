import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import styles from './status.module.css';
import { statusSubscribeTexts as texts } from './status-subscription-texts.ts';

export type StatusSubscribeResult = { ok: true } | { ok: false; message: string; field?: string } | undefined;

/**
 * Sign-up for the status mails: a plain form that posts to the page itself, so it works without
 * JavaScript; the outcome is announced where the form was.
 */
export const StatusSubscribeForm = ({ result }: { result: StatusSubscribeResult }) => {
  const id = useId();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/status') === true;
  const fieldError = result && !result.ok ? result.field : undefined;
  return (
    <section aria-labelledby={`${id}-titel`} className={styles.section}>
      <h2 id={`${id}-titel`}>{texts.title}</h2>
      <p>{texts.intro}</p>
      <div role="status" aria-live="polite">
        {result?.ok && <p className={styles.subscribeDone}>{texts.done}</p>}
      </div>
      {!result?.ok && (
        <Form method="post" className={styles.subscribe} noValidate>
          <label htmlFor={`${id}-email`} className={styles.subscribeLabel}>
            {texts.emailLabel}
          </label>
          <div className={styles.subscribeRow}>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              className={styles.subscribeInput}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={result && !result.ok ? `${id}-fout` : undefined}
            />
            <button type="submit" className="button" disabled={busy}>
              {texts.submit}
            </button>
          </div>
          {result && !result.ok && (
            <p id={`${id}-fout`} role="alert" className={styles.subscribeError}>
              {result.message}
            </p>
          )}
        </Form>
      )}
      <p className={styles.muted}>
        {texts.feed} <a href="/status/feed.atom">{texts.feedLink}</a>.
      </p>
    </section>
  );
};
