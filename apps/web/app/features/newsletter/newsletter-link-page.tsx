import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { pageMeta } from '~/lib/meta.ts';
import { NewsletterResult } from './newsletter-result.tsx';

export interface NewsletterLinkTexts {
  /** The page's address and, for its meta tags, what it is for; its title is the question's. */
  page: { path: string; description: string };
  /** The question before the click, and its button (and the button while busy). */
  ask: { title: string; text: string; submit: string; busy: string };
  done: { title: string; text: string };
  failedTitle: string;
  /** A link without its token. */
  incomplete: { title: string; text: string };
}

/** A link page's meta tags: titled by its question, and never in a search engine (the link holds a token). */
export const newsletterLinkMeta = (texts: NewsletterLinkTexts) =>
  pageMeta({
    title: texts.ask.title,
    description: texts.page.description,
    path: texts.page.path,
    noindex: true,
  });

/** The page behind a newsletter mail's link: one click to confirm it, then what came of it. */
export const NewsletterLinkPage = ({
  texts,
  hasToken,
  outcome,
}: {
  texts: NewsletterLinkTexts;
  hasToken: boolean;
  outcome: { ok: true } | { ok: false; message: string } | undefined;
}): ReactNode => {
  const navigation = useNavigation();
  if (outcome?.ok) {
    return (
      <NewsletterResult tone="success" title={texts.done.title}>
        <p>{texts.done.text}</p>
      </NewsletterResult>
    );
  }
  if (outcome && !outcome.ok) {
    return (
      <NewsletterResult tone="error" title={texts.failedTitle}>
        <p>{outcome.message}</p>
      </NewsletterResult>
    );
  }
  if (!hasToken) {
    return (
      <NewsletterResult tone="error" title={texts.incomplete.title}>
        <p>{texts.incomplete.text}</p>
      </NewsletterResult>
    );
  }
  const busy = navigation.state === 'submitting';
  return (
    <NewsletterResult tone="neutral" title={texts.ask.title}>
      <p>{texts.ask.text}</p>
      <Form method="post" replace>
        <button type="submit" className="button" disabled={busy}>
          {busy ? texts.ask.busy : texts.ask.submit}
        </button>
      </Form>
    </NewsletterResult>
  );
};
