import { articleHtml } from '~/features/knowledge-base/article-html.server.ts';
import { FaqView, faqStructuredData } from '~/features/knowledge-base/index.ts';
import { loadFaq } from '~/features/knowledge-base/knowledge-base-api.server.ts';
import { pageMeta, siteUrlOf } from '~/lib/meta.ts';
import type { Route } from './+types/veelgestelde-vragen';

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  ...pageMeta({
    title: 'Veelgestelde vragen',
    description:
      'Korte antwoorden op de vragen die klanten van Kodewerk het vaakst stellen: het klantenportaal, opdrachten, hosting, domeinnamen en facturen.',
    path: '/veelgestelde-vragen',
    siteUrl: siteUrlOf(matches),
  }),
  ...(loaderData ? [{ 'script:ld+json': faqStructuredData(loaderData.faq, loaderData.answers) }] : []),
];

export const loader = async () => {
  const faq = await loadFaq();
  const answers = Object.fromEntries(
    faq.themes.flatMap((theme) =>
      theme.questions.map((question) => [question.slug, articleHtml(question.answer_html).html]),
    ),
  );
  return { faq, answers };
};

export default function FrequentlyAskedQuestions({ loaderData }: Route.ComponentProps) {
  return <FaqView faq={loaderData.faq} answers={loaderData.answers} />;
}
