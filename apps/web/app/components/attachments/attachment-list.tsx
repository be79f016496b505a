import { type Attachment, attachmentKinds, formatFileSize } from '@maatwerk/contract';
import { useEffect, useState } from 'react';
import textButtons from '~/components/text-button.module.css';
import { downloadWithToken } from '~/lib/download-with-token.ts';
import { publicConfig } from '~/lib/public-config.ts';
import styles from './attachments.module.css';
import { type AttachmentEndpoints, endpointHeaders } from './endpoints.ts';

/** The thumbnail the API made, fetched with the login (an <img> cannot send it). */
const Thumbnail = ({ endpoints, file }: { endpoints: AttachmentEndpoints; file: Attachment }) => {
  const [source, setSource] = useState<string>();
  useEffect(() => {
    if (!file.has_thumbnail) return;
    let url: string | undefined;
    let stopped = false;
    fetch(`${publicConfig().apiUrl.replace(/\/$/, '')}${endpoints.thumbnailPath(file.id)}`, {
      headers: endpointHeaders(endpoints),
    })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (!blob || stopped) return;
        url = URL.createObjectURL(blob);
        setSource(url);
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [endpoints, file.id, file.has_thumbnail]);
  return source ? (
    <img className={styles.thumbnail} src={source} alt="" width={80} height={80} />
  ) : (
    <span className={styles.fileIcon} aria-hidden="true">
      {attachmentKinds[file.type].extension.toUpperCase()}
    </span>
  );
};

/** A message's files: a small picture or a file icon, the name (a download) and the size. */
export const AttachmentList = ({
  endpoints,
  files,
}: {
  endpoints: AttachmentEndpoints;
  files: readonly Attachment[];
}) => {
  const [failure, setFailure] = useState('');
  if (files.length === 0) return null;
  return (
    <>
      <ul className={styles.list} aria-label="Bijlagen">
        {files.map((file) => (
          <li key={file.id} id={`bijlage-${file.id}`} className={styles.item}>
            <Thumbnail endpoints={endpoints} file={file} />
            <span className={styles.itemText}>
              <button
                type="button"
                className={`${textButtons.textButton} ${styles.downloadButton}`}
                onClick={() => {
                  setFailure('');
                  downloadWithToken({
                    path: endpoints.filePath(file.id),
                    token: endpoints.token(),
                    headers: endpoints.headers?.(),
                    accept: file.type,
                    filename: file.name,
                    what: file.name,
                  }).catch((error: Error) => setFailure(error.message));
                }}
              >
                {file.name}
              </button>
              <span className={styles.size}>
                {attachmentKinds[file.type].label}, {formatFileSize(file.size_bytes)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {failure && (
        <p className={styles.refused} role="alert">
          {failure}
        </p>
      )}
    </>
  );
};
