import { type FormEvent, useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useClientStore } from '~/lib/client-store.ts';
import styles from './status.module.css';
import { type StatusScope, subscribeToMyStatus } from './status-scope.ts';
import { statusSubscribeTexts as texts } from './status-subscription-texts.ts';

export type StatusSubscribeResult = { ok: true } | { ok: false; message: string; field?: string } | undefined;

/**
 * Sign-up for the status mails: a plain form that posts to the page itself, so it works without
 * JavaScript; the outcome is announced where the form was. A logged-in customer may choose the
 * incidents of their own services only: that sign-up goes from the browser, with the login.
 */
export const StatusSubscribeForm = ({ result: posted }: { result: StatusSubscribeResult }) => {
  const id = useId();
  const navigation = useNavigation();
  const loggedIn = useClientStore((state) => state.userData !== null);
  const [scope, setScope] = useState<StatusScope>('alles');
  const [mine, setMine] = useState<{ sending: boolean; result: StatusSubscribeResult }>({
    sending: false,
    result: undefined,
  });
  const result = mine.result ?? posted;
  const busy =
    mine.sending ||
    (navigation.state === 'submitting' && navigation.formAction?.startsWith('/status') === true);
  const fieldError = result && !result.ok ? result.field : undefined;
  const submitMine = async (event: FormEvent<HTMLFormElement>) => {
    if (!loggedIn || scope !== 'mijn') return;
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setMine({ sending: true, result: undefined });
    setMine({ sending: false, result: await subscribeToMyStatus(email) });
  };
  return (
    <section aria-labelledby={`${id}-titel`} className={styles.section}>
      <h2 id={`${id}-titel`}>{texts.title}</h2>
      <p>{texts.intro}</p>
      <div role="status" aria-live="polite">
        {result?.ok && <p className={styles.subscribeDone}>{texts.done}</p>}
      </div>
      {!result?.ok && (
        <Form method="post" className={styles.subscribe} noValidate onSubmit={submitMine}>
          {loggedIn && (
            <fieldset className={styles.subscribeScope}>
              <legend>{texts.scopeLegend}</legend>
              {(
                [
                  ['alles', texts.scopeAll],
                  ['mijn', texts.scopeMine],
                ] as const
              ).map(([value, label]) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="scope"
                    value={value}
                    checked={scope === value}
                    onChange={() => setScope(value)}
                  />{' '}
                  {label}
                </label>
              ))}
            </fieldset>
          )}
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
