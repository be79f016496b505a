import { useEffect, useRef } from 'react';

/**
 * A native modal <dialog>, shown while `open` is true: focus moves in and is kept there until it
 * closes. Give the returned ref to the <dialog>, and it the classes of modal-dialog.module.css.
 */
export const useModalDialog = (open: boolean) => {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return dialog;
};
