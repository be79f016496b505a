import type { MultiSearchQueryInput } from '@maatwerk/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  createKnowledgeBaseArticle,
  createKnowledgeBaseCategory,
  createPage,
  createSite,
} from '../../db/factories/index.ts';
import { loadEnv } from '../../env.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

/** The engine the suite runs against: Meilisearch when MEILI_URL is set, else PostgreSQL. */
const { MEILI_URL: meiliUrl, MEILI_MASTER_KEY: meiliKey } = loadEnv();
export const usesMeilisearch = Boolean(meiliUrl);

export const buildSearchTestApp = () =>
  buildTestApp(usesMeilisearch ? { MEILI_URL: meiliUrl ?? '', MEILI_MASTER_KEY: meiliKey ?? '' } : {});

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));

/** A small knowledge base, pages and sites whose words the tests look for. */
export const seedSearchContent = async (db: Db) => {
  const category = await createKnowledgeBaseCategory(db, {
    slug: 'domeinnamen',
    title: 'Domeinnamen en DNS',
  });
  const articles = {
    moving: await createKnowledgeBaseArticle(db, {
      categoryId: category.id,
      slug: 'domeinnaam-verhuizen',
      title: 'Domeinnaam verhuizen naar Kodewerk',
      description: 'Zo breng je een domeinnaam over naar ons.',
      content: 'Vraag de verhuiscode op bij je huidige provider en vul die in het klantenportaal in.',
      updatedAt: day(3),
    }),
    moved: await createKnowledgeBaseArticle(db, {
      categoryId: category.id,
      slug: 'website-verhuist',
      title: 'Wat er gebeurt als je website verhuist',
      description: 'De stappen na het overzetten.',
      content: 'Na de overstap controleren we je mailboxen en de DNS-records.',
      updatedAt: day(2),
    }),
    accents: await createKnowledgeBaseArticle(db, {
      categoryId: category.id,
      slug: 'plugin-geinstalleerd',
      title: 'Plug-in geïnstalleerd in het café',
      description: 'Een voorbeeld met accenten.',
      content: 'Controleer na het installeren of de plug-in actief is.',
      updatedAt: day(1),
    }),
    // The typo match is written first: only the ranking puts the exact match above it.
    typoModel: await createKnowledgeBaseArticle(db, {
      categoryId: category.id,
      slug: 'model',
      title: 'Over het datamodel',
      description: 'Hoe het model van je gegevens in elkaar zit.',
      content: 'Het model bepaalt welke velden er zijn.',
      updatedAt: day(10),
    }),
    exactModem: await createKnowledgeBaseArticle(db, {
      categoryId: category.id,
      slug: 'modem',
      title: 'Over je internetverbinding',
      description: 'Hoe je modem je verbinding regelt.',
      content: 'Herstart het modem als de verbinding wegvalt.',
      updatedAt: day(1),
    }),
    certificate: await createKnowledgeBaseArticle(db, {
      categoryId: category.id,
      slug: 'certificaat',
      title: 'Beveiliging van je website',
      description: 'Een certificaat versleutelt het verkeer.',
      content: 'Het certificaat wordt elke negentig dagen vernieuwd, zonder dat je iets hoeft te doen.',
      updatedAt: day(4),
    }),
    host: await createKnowledgeBaseArticle(db, {
      categoryId: category.id,
      slug: 'host',
      title: 'De host van je database',
      description: 'Welke host je invult.',
      content: 'Vul als host localhost in.',
      updatedAt: day(5),
    }),
    long: await createKnowledgeBaseArticle(db, {
      categoryId: category.id,
      slug: 'lange-tekst',
      title: 'Een lange uitleg',
      description: 'Veel woorden.',
      content:
        'Eerst lees je de inleiding van deze uitleg rustig door. Dan open je het klantenportaal en kies je ' +
        'het tabblad met instellingen. Daar staat de knop voor het exporteren van facturen naar je ' +
        'boekhouding. Daarna kun je het venster weer sluiten en verder werken.',
      updatedAt: day(6),
    }),
  };
  const pages = {
    contact: await createPage(db, {
      slug: 'contact',
      url: '/contact',
      title: 'Contact',
      description: 'Bel of mail ons.',
      content: 'Je bereikt ons op werkdagen.',
    }),
  };
  const sites = {
    apps: await createSite(db, {
      slug: 'apps',
      title: 'Android en iOS apps',
      description: 'Apps voor je klanten.',
      content: 'Wij bouwen apps.',
      domain: 'apps.kodewerk.nl',
      url: 'https://apps.kodewerk.nl',
    }),
  };
  return { category, articles, pages, sites };
};

export const searchHeaders = (key: string) => ({ authorization: `Bearer ${key}` });

/** POST /multi-search with the public key; queries default to the knowledge base. */
export const multiSearch = (app: FastifyInstance, key: string, queries: Partial<MultiSearchQueryInput>[]) =>
  app.inject({
    method: 'POST',
    url: '/multi-search',
    headers: searchHeaders(key),
    payload: { queries: queries.map((query) => ({ indexUid: 'knowledge_base_articles', ...query })) },
  });

export interface Hit {
  id: number | string;
  slug?: string;
  title?: string;
  url?: string;
  _formatted?: Record<string, unknown>;
}

/** The slugs found by one knowledge base query. */
export const slugsFor = async (app: FastifyInstance, key: string, query: Partial<MultiSearchQueryInput>) => {
  const response = await multiSearch(app, key, [query]);
  const body = response.json() as { results: { hits: Hit[] }[] };
  return body.results[0]?.hits.map((hit) => hit.slug) ?? [];
};
