import { ApiRequestError } from '@maatwerk/contract';
import { useState } from 'react';
import styles from './beheer-content.module.css';

/** Removes a record after the browser's own confirmation; the API's refusal is shown as it says it. */
export const DeleteButton = ({
  label,
  confirm,
  onDelete,
}: {
  label: string;
  confirm: string;
  onDelete: () => Promise<void>;
}) => {
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  return (
    <div className={styles.danger}>
      <button
        type="button"
        className="button button-secondary"
        disabled={state.busy}
        onClick={async () => {
          if (!window.confirm(confirm)) return;
          setState({ busy: true, error: '' });
          try {
            await onDelete();
          } catch (error) {
            setState({
              busy: false,
              error:
                error instanceof ApiRequestError && error.body
                  ? error.body.message
                  : 'Verwijderen is niet gelukt. Probeer het opnieuw.',
            });
          }
        }}
      >
        {state.busy ? 'Bezig met verwijderen…' : label}
      </button>
      <p role="alert" className={styles.error}>
        {state.error}
      </p>
    </div>
  );
};
