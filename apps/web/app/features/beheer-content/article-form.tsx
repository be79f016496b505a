import { ArticleInput, apiRoutes, type StaffArticle, type StaffCategory } from '@maatwerk/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  CheckboxField,
  SelectField,
  TextareaField,
  TextField,
  useRulesForm,
} from '~/components/form/index.ts';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { RichTextField } from '~/features/orders/index.ts';
import styles from './beheer-content.module.css';
import { slugFromTitle } from './can-edit.ts';
import { type ContentTextValues, contentTextDefaults, FormSlug, SlugField } from './content-editor.tsx';
import { RecordEditor } from './record-editor.tsx';

const articleSchema = ArticleInput.extend({ slug: FormSlug });

interface ArticleValues extends ContentTextValues {
  category_id: string;
  content_html: string;
  published: boolean;
}

/** What staff read after saving: where the article now is. */
const savedMessage = (published: boolean) =>
  published
    ? 'Opgeslagen. De wijziging staat op de site en is vindbaar.'
    : 'Opgeslagen als concept. Het artikel staat niet op de site en is niet vindbaar.';

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
  const [saved, setSaved] = useState<boolean | null>(null);
  const form = useRulesForm<ArticleValues>({
    defaultValues: {
      category_id: article ? String(article.category.id) : '',
      ...contentTextDefaults(article),
      content_html: article?.content_html ?? '',
      // A new article starts as a concept: it goes on the site when staff say so.
      published: article ? article.published_at !== null : false,
    },
    schema: articleSchema,
  });
  return (
    <RecordEditor
      record={article}
      names={{ noun: 'Artikel', new: 'Nieuw artikel', create: 'Artikel aanmaken' }}
      back={{ to: '/beheer/inhoud', label: 'Alle artikelen' }}
      canEdit={canEdit}
      form={form}
      onSubmit={async (values) => {
        setSaved(null);
        const body = {
          category_id: Number(values.category_id),
          title: values.title,
          slug: values.slug || slugFromTitle(values.title),
          description: values.description,
          content_html: values.content_html,
          published: values.published,
        };
        if (article) {
          const updated = await staffApi(apiRoutes.staffUpdateArticle, {
            params: { id: article.id },
            body,
          });
          form.reset({ ...values, slug: updated.slug });
          setSaved(updated.published_at !== null);
          await navigate('.', { replace: true });
        } else {
          const created = await staffApi(apiRoutes.staffCreateArticle, { body });
          await navigate(`/beheer/inhoud/artikelen/${created.id}`);
        }
      }}
      after={
        <p role="status" className={styles.saved}>
          {saved === null ? '' : savedMessage(saved)}
        </p>
      }
      onRemove={({ id }) => staffApi(apiRoutes.staffDeleteArticle, { params: { id } })}
      details={
        article && (
          <dl className={styles.facts}>
            <div>
              <dt>Op de site</dt>
              <dd>
                {article.published_at === null ? (
                  `Nee, concept (wordt ${article.url})`
                ) : (
                  <a href={article.url}>{article.url}</a>
                )}
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
        )
      }
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
      <CheckboxField
        name="published"
        label="Op de site"
        hint="Zonder vinkje is het een concept: alleen medewerkers zien het, de site en de zoekfunctie niet."
      >
        Op de site zetten
      </CheckboxField>
    </RecordEditor>
  );
};
