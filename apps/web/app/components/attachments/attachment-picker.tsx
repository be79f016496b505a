import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  formatFileSize,
} from '@maatwerk/contract';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import textButtons from '~/components/text-button.module.css';
import styles from './attachments.module.css';
import type { AttachmentsState } from './use-attachments.ts';

const filesOf = (list: FileList | null | undefined): File[] => (list ? Array.from(list) : []);

/**
 * Adding files to a message: a file button, dropping files on the box, or pasting a screenshot
 * anywhere in the form. Each file shows its own progress bar, and a refusal names the file.
 */
export const AttachmentPicker = ({
  state,
  label = 'Bijlagen',
}: {
  state: AttachmentsState;
  label?: string;
}) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const [dragging, setDragging] = useState(false);
  const { add } = state;

  // A screenshot pasted anywhere in the form (the text editor included) becomes an attachment.
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const onPaste = (event: ClipboardEvent) => {
      const pasted = filesOf(event.clipboardData?.files);
      if (pasted.length === 0) return;
      event.preventDefault();
      add(pasted, { pasted: true });
    };
    form.addEventListener('paste', onPaste, true);
    return () => form.removeEventListener('paste', onPaste, true);
  }, [add]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(filesOf(event.dataTransfer.files));
  };

  return (
    <fieldset
      ref={box}
      className={styles.picker}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend className={styles.legend}>{label}</legend>
      <p className={styles.hint} id={`${id}-hint`}>
        Sleep bestanden hierheen, plak een schermafbeelding of kies bestanden. Hoogstens{' '}
        {ATTACHMENTS_PER_MESSAGE} bestanden van elk hoogstens {formatFileSize(ATTACHMENT_MAX_BYTES)}:
        afbeeldingen, PDF, tekst of logbestanden, zip en Office-documenten.
      </p>
      <input
        ref={input}
        id={`${id}-input`}
        className="visually-hidden"
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        aria-label="Bestanden kiezen"
        onChange={(event) => {
          add(filesOf(event.currentTarget.files));
          event.currentTarget.value = '';
        }}
      />
      <button
        type="button"
        className={styles.chooseButton}
        aria-describedby={`${id}-hint`}
        onClick={() => input.current?.click()}
      >
        Bestanden kiezen
      </button>
      {state.notice && (
        <p className={styles.refused} role="alert">
          {state.notice}
        </p>
      )}
      {state.files.length > 0 && (
        <ul className={styles.picked} aria-label="Gekozen bijlagen">
          {state.files.map((file) => (
            <li key={file.key} className={styles.pickedFile} data-state={file.state}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.size}>{formatFileSize(file.size)}</span>
              {file.state === 'uploading' && (
                <progress
                  className={styles.progress}
                  max={1}
                  value={file.progress}
                  aria-label={`${file.name} wordt geüpload`}
                />
              )}
              {file.state === 'done' && <span className={styles.done}>Geüpload</span>}
              <button
                type="button"
                className={`${textButtons.textButton} ${styles.removeButton}`}
                onClick={() => state.remove(file.key)}
                aria-label={`${file.name} verwijderen`}
              >
                Verwijderen
              </button>
              {file.message && (
                <p className={styles.refused} role="alert">
                  {file.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
};
