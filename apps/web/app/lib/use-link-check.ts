import { ApiRequestError } from '@maatwerk/contract';
import { useEffect, useState } from 'react';

/** What a page behind a mail's link knows of its token. */
export type LinkCheck<T> =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'open'; value: T };

/** The API's own words for a refusal, when it gave them. */
export const refusalMessage = (error: unknown): string | undefined =>
  error instanceof ApiRequestError && error.body?.message ? error.body.message : undefined;

interface LinkTexts {
  /** Shown when the link came without its token. */
  incomplete: string;
  /** Shown when the check failed without the API's own words (no connection). */
  failed: string;
}

/**
 * Checks the token of a mail's link as the page opens, so a used, expired or incomplete link says
 * so before anything is typed. `check` and `texts` must not change between renders (declare them
 * outside the component). The setter lets a later answer (a refused submit) close the page.
 */
export const useLinkCheck = <T>(token: string, check: (token: string) => Promise<T>, texts: LinkTexts) => {
  const [state, setState] = useState<LinkCheck<T>>({ kind: 'checking' });
  useEffect(() => {
    if (!token) {
      setState({ kind: 'invalid', message: texts.incomplete });
      return;
    }
    let current = true;
    check(token)
      .then((value) => current && setState({ kind: 'open', value }))
      .catch(
        (error: unknown) =>
          current && setState({ kind: 'invalid', message: refusalMessage(error) ?? texts.failed }),
      );
    return () => {
      current = false;
    };
  }, [token, check, texts]);
  return [state, setState] as const;
};
