import type { Faq, KnowledgeBaseArticle } from '@maatwerk/contract';
import { siteConfig } from '~/lib/config.ts';

const organization = (siteUrl: string) => ({
  '@type': 'Organization',
  name: siteConfig.companyName,
  url: new URL('/', siteUrl).toString(),
});

/** schema.org Article of a knowledge base article, with the breadcrumbs to it. */
export const articleStructuredData = (article: KnowledgeBaseArticle, path: string, siteUrl: string) => [
  {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    datePublished: article.created_at,
    dateModified: article.updated_at,
    inLanguage: 'nl-NL',
    mainEntityOfPage: new URL(path, siteUrl).toString(),
    image: new URL(siteConfig.socialImage.path, siteUrl).toString(),
    author: organization(siteUrl),
    publisher: organization(siteUrl),
  },
  {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: 'Kennisbank', path: '/kennisbank' },
      { name: article.category.title, path: `/kennisbank/${article.category.slug}` },
      { name: article.title, path },
    ].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, siteUrl).toString(),
    })),
  },
];

/** schema.org FAQPage of the questions page; answers as their cleaned HTML, as Google allows. */
export const faqStructuredData = (faq: Faq, answers: Record<string, string>) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  inLanguage: 'nl-NL',
  mainEntity: faq.themes.flatMap((theme) =>
    theme.questions.map((question) => ({
      '@type': 'Question',
      name: question.question,
      acceptedAnswer: { '@type': 'Answer', text: answers[question.slug] ?? '' },
    })),
  ),
});
