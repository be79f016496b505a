export { ArticleForm } from './article-form.tsx';
export { canEditContent } from './can-edit.ts';
export { CategoryForm, CategoryList } from './category-editor.tsx';
export { ContentOverview } from './content-overview.tsx';
export { PageForm, PagesAndSites, SiteForm } from './pages-and-sites.tsx';
