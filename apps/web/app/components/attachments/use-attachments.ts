import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  type Attachment,
  attachmentMessages,
} from '@maatwerk/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AttachmentEndpoints } from './endpoints.ts';
import { uploadFile } from './upload-file.ts';

export interface PickedFile {
  key: number;
  name: string;
  size: number;
  /** 0 to 1 while it uploads. */
  progress: number;
  state: 'uploading' | 'done' | 'refused';
  attachment?: Attachment;
  message?: string;
}

/** A pasted screenshot has no name of its own: it gets the moment it was pasted. */
const pastedName = (file: File, index: number) => {
  const stamp = new Date().toISOString().slice(0, 19).replace('T', ' ').replaceAll(':', '.');
  const extension = file.type.split('/')[1] ?? 'png';
  return `Schermafbeelding ${stamp}${index > 0 ? ` (${index + 1})` : ''}.${extension}`;
};

/**
 * The files of one message: each is uploaded as soon as it is picked, dropped or pasted, with its
 * progress; the contract's limits are checked first, so a file that is too large or one too many
 * says so at once, and nothing of the message is lost. `ids` are what the message sends.
 */
export const useAttachments = (endpoints: AttachmentEndpoints) => {
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [notice, setNotice] = useState('');
  const nextKey = useRef(1);
  const aborts = useRef(new Map<number, AbortController>());

  useEffect(() => {
    const running = aborts.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const update = useCallback(
    (key: number, change: Partial<PickedFile>) =>
      setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...change } : file))),
    [],
  );

  const add = useCallback(
    (picked: readonly File[], { pasted = false } = {}) => {
      setNotice('');
      const kept = files.filter((file) => file.state !== 'refused').length;
      const room = ATTACHMENTS_PER_MESSAGE - kept;
      if (picked.length > room) setNotice(attachmentMessages.tooMany);
      const added = picked.slice(0, Math.max(0, room)).map((file, index) => ({
        file,
        entry: {
          key: nextKey.current++,
          name: pasted || !file.name ? pastedName(file, index) : file.name,
          size: file.size,
          progress: 0,
          state: 'uploading',
        } satisfies PickedFile as PickedFile,
      }));
      setFiles((current) => [...current, ...added.map(({ entry }) => entry)]);
      for (const { file, entry } of added) {
        if (file.size > ATTACHMENT_MAX_BYTES) {
          update(entry.key, { state: 'refused', message: attachmentMessages.tooLarge(entry.name) });
          continue;
        }
        if (file.size === 0) {
          update(entry.key, { state: 'refused', message: attachmentMessages.empty(entry.name) });
          continue;
        }
        const controller = new AbortController();
        aborts.current.set(entry.key, controller);
        uploadFile(
          endpoints,
          file,
          entry.name,
          (progress) => update(entry.key, { progress }),
          controller.signal,
        )
          .then((attachment) =>
            update(entry.key, { state: 'done', progress: 1, attachment, name: attachment.name }),
          )
          .catch((error: Error) => {
            if (!controller.signal.aborted) update(entry.key, { state: 'refused', message: error.message });
          })
          .finally(() => aborts.current.delete(entry.key));
      }
    },
    [files, endpoints, update],
  );

  const remove = useCallback((key: number) => {
    aborts.current.get(key)?.abort();
    setFiles((current) => current.filter((file) => file.key !== key));
    setNotice('');
  }, []);

  const clear = useCallback(() => {
    setFiles([]);
    setNotice('');
  }, []);

  return useMemo(
    () => ({
      files,
      notice,
      add,
      remove,
      clear,
      busy: files.some((file) => file.state === 'uploading'),
      ids: files.flatMap((file) => (file.attachment ? [file.attachment.id] : [])),
    }),
    [files, notice, add, remove, clear],
  );
};
export type AttachmentsState = ReturnType<typeof useAttachments>;

/** Thrown by a form's submit while files are still on their way. */
export const STILL_UPLOADING = 'Wacht even: nog niet alle bijlagen zijn geüpload.';
