import { ApiRequestError, apiRoutes } from '@maatwerk/contract';
import { useId, useState } from 'react';
import { AppLink } from '~/components/app-link.tsx';
import { api } from '~/lib/api-client.ts';

type State = { kind: 'open' } | { kind: 'busy' } | { kind: 'failed'; message: string } | { kind: 'done' };

const incomplete = 'Deze link is niet volledig. Open de link uit de mail opnieuw.';

/**
 * The page of the confirmation mail's link. Confirming takes a press of the button, not the
 * opening of the page: a mail scanner that opens every link confirms nothing.
 */
export const ConfirmEmailChange = ({ token }: { token: string }) => {
  const headingId = useId();
  const [state, setState] = useState<State>(
    token ? { kind: 'open' } : { kind: 'failed', message: incomplete },
  );

  if (state.kind === 'failed')
    return (
      <div role="alert">
        <h2 id={headingId}>Deze link werkt niet</h2>
        <p>{state.message}</p>
        <p>
          <AppLink to="/klantenportaal/mijn-account">Naar Mijn account</AppLink>
        </p>
      </div>
    );
  if (state.kind === 'done')
    return (
      <div role="status">
        <h2 id={headingId}>Je e-mailadres is gewijzigd</h2>
        <p>
          Je logt voortaan in met je nieuwe e-mailadres.{' '}
          <AppLink to="/klantenportaal">Naar het klantenportaal</AppLink>
        </p>
      </div>
    );
  return (
    <>
      <h2 id={headingId}>Bevestig je nieuwe e-mailadres</h2>
      <p>Met deze knop wordt het adres waarop je deze link ontving je nieuwe inlogadres.</p>
      <button
        type="button"
        className="button"
        disabled={state.kind === 'busy'}
        onClick={async () => {
          setState({ kind: 'busy' });
          try {
            await api(apiRoutes.confirmEmailChange, { body: { token } });
            setState({ kind: 'done' });
          } catch (error) {
            setState({
              kind: 'failed',
              message:
                error instanceof ApiRequestError && error.body
                  ? error.body.message
                  : 'Het bevestigen is niet gelukt. Probeer het later opnieuw.',
            });
          }
        }}
      >
        {state.kind === 'busy' ? 'Bezig…' : 'Bevestigen'}
      </button>
    </>
  );
};
