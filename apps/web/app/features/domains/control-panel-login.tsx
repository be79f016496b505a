import type { Domain } from '@maatwerk/contract';
import { useId, useState } from 'react';
import styles from './domain.module.css';
import { requestLoginLink } from './login-link.ts';

type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'failed'; reason: string }
  | { kind: 'ready'; url: string };

/**
 * Logs the customer in on the hosting control panel in a new tab. The tab opens on the click, while
 * the browser still allows it, and is sent to the one-time address once the job has made it.
 */
export const ControlPanelLogin = ({ domain }: { domain: Domain }) => {
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const start = async () => {
    const tab = window.open('', '_blank');
    tab?.document.write('<!doctype html><title>Bezig met inloggen</title><p>Bezig met inloggen…</p>');
    setState({ kind: 'busy' });
    try {
      const url = await requestLoginLink(domain.id, '/');
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = url;
        setState({ kind: 'idle' });
      } else {
        // The browser refused the new tab: the customer opens it with the link.
        setState({ kind: 'ready', url });
      }
    } catch (error) {
      tab?.close();
      setState({
        kind: 'failed',
        reason: error instanceof Error ? error.message : 'Inloggen is niet gelukt.',
      });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Hostingcontrolepaneel</h2>
      <p className={styles.hint}>
        Beheer e-mail, bestanden en databases van {domain.name} in het controlepaneel. Je wordt direct
        ingelogd in een nieuw tabblad.
      </p>
      <button type="button" className="button" onClick={() => void start()} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? 'Bezig met inloggen…' : 'Inloggen op het controlepaneel'}
      </button>
      <div aria-live="polite">
        {state.kind === 'failed' && (
          <p className={styles.errorText} role="alert">
            {state.reason}
          </p>
        )}
        {state.kind === 'ready' && (
          <p>
            <a href={state.url} target="_blank" rel="noopener noreferrer">
              Open het controlepaneel
            </a>{' '}
            (de inloglink werkt één keer).
          </p>
        )}
      </div>
    </section>
  );
};
