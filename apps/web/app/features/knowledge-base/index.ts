export { ArticleView, type FeedbackResult } from './article-view.tsx';
export { articlePath, CategoryPage, KnowledgeBaseOverview } from './category-views.tsx';
export { FaqView } from './faq-view.tsx';
export { articleStructuredData, faqStructuredData } from './structured-data.ts';
