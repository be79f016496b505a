import { ArticleInput, apiRoutes, type StaffArticle, type StaffCategory } from '@maatwerk/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RulesForm, SelectField, TextareaField, TextField, useRulesForm } from '~/components/form/index.ts';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { RichTextField } from '~/features/orders/index.ts';
import styles from './beheer-content.module.css';
import { slugFromTitle } from './can-edit.ts';
import { ContentEditor, FormSlug, SlugField } from './content-editor.tsx';

const articleSchema = ArticleInput.extend({ slug: FormSlug });

interface ArticleValues {
  category_id: string;
  title: string;
  slug: string;
  description: string;
  content_html: string;
}

/** Write a new article or change one; a changed slug keeps the old address as a redirect. */
export const ArticleForm = ({
  article,
  categories,
  canEdit,
}: {
  article: StaffArticle | null;
  categories: readonly StaffCategory[];
  canEdit: boolean;
}) => {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const form = useRulesForm<ArticleValues>({
    defaultValues: {
      category_id: article ? String(article.category.id) : '',
      title: article?.title ?? '',
      slug: article?.slug ?? '',
      description: article?.description ?? '',
      content_html: article?.content_html ?? '',
    },
    schema: articleSchema,
  });
  return (
    <ContentEditor
      back={{ to: '/beheer/inhoud', label: 'Alle artikelen' }}
      title={article ? article.title : 'Nieuw artikel'}
      canEdit={canEdit}
      form={
        <RulesForm
          form={form}
          aria-label={article ? 'Artikel bewerken' : 'Nieuw artikel'}
          submitLabel={article ? 'Opslaan' : 'Artikel aanmaken'}
          busyLabel="Bezig met opslaan…"
          onSubmit={async (values) => {
            setSaved(false);
            const body = {
              category_id: Number(values.category_id),
              title: values.title,
              slug: values.slug || slugFromTitle(values.title),
              description: values.description,
              content_html: values.content_html,
            };
            if (article) {
              const updated = await staffApi(apiRoutes.staffUpdateArticle, {
                params: { id: article.id },
                body,
              });
              form.reset({ ...values, slug: updated.slug });
              setSaved(true);
              await navigate('.', { replace: true });
            } else {
              const created = await staffApi(apiRoutes.staffCreateArticle, { body });
              await navigate(`/beheer/inhoud/artikelen/${created.id}`);
            }
          }}
        >
          <SelectField
            name="category_id"
            label="Categorie"
            placeholder="Kies een categorie"
            options={categories.map((category) => ({
              value: String(category.id),
              label: category.kind === 'faq' ? `${category.title} (FAQ)` : category.title,
            }))}
          />
          <TextField name="title" label="Titel" autoComplete="off" />
          <SlugField hint="Het laatste deel van het adres, zoals dns-records-instellen." />
          <TextareaField name="description" label="Omschrijving" rows={3} />
          <RichTextField name="content_html" label="Inhoud" hint="Koppen (H2) vormen de inhoudsopgave." />
        </RulesForm>
      }
      after={
        <p role="status" className={styles.saved}>
          {saved ? 'Opgeslagen. De wijziging staat op de site en is vindbaar.' : ''}
        </p>
      }
      remove={
        article
          ? {
              label: 'Artikel verwijderen',
              name: article.title,
              run: async () => {
                await staffApi(apiRoutes.staffDeleteArticle, { params: { id: article.id } });
                await navigate('/beheer/inhoud');
              },
            }
          : undefined
      }
    >
      {article && (
        <dl className={styles.facts}>
          <div>
            <dt>Op de site</dt>
            <dd>
              <a href={article.url}>{article.url}</a>
            </dd>
          </div>
          <div>
            <dt>Was dit artikel nuttig?</dt>
            <dd>
              {article.feedback.helpful} × ja, {article.feedback.not_helpful} × nee
            </dd>
          </div>
          {article.former_slugs.length > 0 && (
            <div>
              <dt>Eerdere slugs (sturen door)</dt>
              <dd>{article.former_slugs.join(', ')}</dd>
            </div>
          )}
        </dl>
      )}
    </ContentEditor>
  );
};
