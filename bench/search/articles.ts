import {
  type KnowledgeBaseArticleSeed,
  knowledgeBaseArticles,
} from '../../apps/api/src/db/demo/content/knowledge-base.ts';

/**
 * A large knowledge base made from the demo articles: each generated article takes a demo
 * article's title with a variation, its paragraphs in another order, a paragraph of another
 * article of the same category and a date spread over three years. Deterministic (seeded), so
 * that two runs measure the same data.
 */

const variations = [
  '',
  'voor WordPress',
  'op een dedicated server',
  'in het klantenportaal',
  'stap voor stap',
  'voor beginners',
  'bij een webshop',
  'met de app',
  'voor meerdere gebruikers',
  'zonder downtime',
  'in Plesk',
  'op Linux',
  'op Windows',
  'voor je team',
  'na een verhuizing',
];

const extraSentences = [
  'Lukt het niet? Neem contact op met onze support, dan kijken we met je mee.',
  'Let op: wijzigingen kunnen tot 24 uur nodig hebben voordat ze overal zichtbaar zijn.',
  'Je vindt deze instelling ook in de app van het klantenportaal.',
  'Maak voor de zekerheid eerst een back-up van je website en database.',
  'Heb je een maatwerk contract? Dan voeren wij dit kosteloos voor je uit.',
  'Deze handleiding geldt voor alle hostingpakketten en dedicated servers.',
];

/** A small, fast pseudo-random generator (mulberry32). */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const generateArticles = (count: number, now = Date.UTC(2026, 0, 1)): KnowledgeBaseArticleSeed[] => {
  const next = random(42);
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)]!;
  const sameCategory = new Map<string, KnowledgeBaseArticleSeed[]>();
  for (const article of knowledgeBaseArticles) {
    sameCategory.set(article.categorySlug, [...(sameCategory.get(article.categorySlug) ?? []), article]);
  }
  return Array.from({ length: count }, (_, n) => {
    const base = knowledgeBaseArticles[n % knowledgeBaseArticles.length]!;
    const variation = variations[Math.floor(n / knowledgeBaseArticles.length) % variations.length]!;
    const paragraphs = base.content.split('\n\n').sort(() => next() - 0.5);
    const other = pick(sameCategory.get(base.categorySlug)!).content.split('\n\n');
    paragraphs.splice(Math.floor(next() * paragraphs.length), 0, pick(other));
    paragraphs.push(pick(extraSentences));
    return {
      slug: `${base.slug}-${n}`,
      categorySlug: base.categorySlug,
      title: variation ? `${base.title} ${variation}` : base.title,
      description: base.description,
      content: paragraphs.join('\n\n'),
      updatedAt: new Date(now - Math.floor(next() * 3 * 365) * DAY_MS).toISOString(),
    };
  });
};
