import { useAuthStatus } from './auth-status.ts';
import styles from './server-unreachable-notice.module.css';
import { authTexts } from './texts.ts';

/**
 * Says that the server cannot be reached while a refresh gets no usable answer; the login is
 * kept and tried again. The live region is always there, so screen readers announce the text.
 */
export const ServerUnreachableNotice = () => {
  const unreachable = useAuthStatus((state) => state.unreachable);
  return (
    <div role="status" className={unreachable ? styles.notice : undefined}>
      {unreachable ? authTexts.unreachable : null}
    </div>
  );
};
