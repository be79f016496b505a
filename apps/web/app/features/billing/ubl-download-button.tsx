import { useState } from 'react';
import styles from './billing.module.css';
import { downloadInvoiceUbl } from './download-ubl.ts';

/** Downloads the e-invoice (UBL) of a sent invoice or credit note, beside its PDF. */
export const UblDownloadButton = ({
  invoice,
  creditNote = false,
}: {
  invoice: { id: number; number: string | null };
  creditNote?: boolean;
}) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadInvoiceUbl(invoice);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'De e-factuur kon niet worden opgehaald.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={`button button-secondary ${styles.smallButton}`}
        onClick={() => void download()}
        disabled={busy}
        aria-label={`E-factuur (UBL) van ${creditNote ? 'creditfactuur' : 'factuur'} ${invoice.number} downloaden`}
      >
        {busy ? 'Bezig…' : 'E-factuur (UBL)'}
      </button>
      {error && (
        <p className={styles.errorText} role="alert">
          {error}
        </p>
      )}
    </>
  );
};
