import { apiRoutes, CategoryInput, type StaffCategory } from '@maatwerk/contract';
import { Link, useNavigate } from 'react-router';
import { SelectField, TextareaField, TextField, useRulesForm } from '~/components/form/index.ts';
import { staffApi } from '~/features/beheer-shell/index.ts';
import styles from './beheer-content.module.css';
import { slugFromTitle } from './can-edit.ts';
import { type ContentTextValues, contentTextDefaults, FormSlug, SlugField } from './content-editor.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { RecordEditor } from './record-editor.tsx';

const kindLabels = { kennisbank: 'Kennisbank', faq: 'Veelgestelde vragen (thema)' } as const;

const categorySchema = CategoryInput.extend({ slug: FormSlug });

/** The categories of the knowledge base and the themes of the questions page. */
export const CategoryList = ({
  categories,
  canEdit,
}: {
  categories: readonly StaffCategory[];
  canEdit: boolean;
}) => (
  <ContentListPage>
    <header className={styles.header}>
      <h1>Categorieën</h1>
      {canEdit && (
        <Link to="/beheer/inhoud/categorieen/nieuw" className="button">
          Nieuwe categorie
        </Link>
      )}
    </header>
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Categorieën en thema's in hun volgorde</caption>
        <thead>
          <tr>
            <th scope="col">Titel</th>
            <th scope="col">Soort</th>
            <th scope="col">Volgorde</th>
            <th scope="col">Artikelen</th>
          </tr>
        </thead>
        <tbody>
          {categories.map((category) => (
            <tr key={category.id}>
              <th scope="row">
                <Link to={`/beheer/inhoud/categorieen/${category.id}`}>{category.title}</Link>
              </th>
              <td>{kindLabels[category.kind]}</td>
              <td>{category.position}</td>
              <td>{category.article_count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </ContentListPage>
);

interface CategoryValues extends ContentTextValues {
  kind: string;
  position: string;
}

export const CategoryForm = ({ category, canEdit }: { category: StaffCategory | null; canEdit: boolean }) => {
  const navigate = useNavigate();
  const form = useRulesForm<CategoryValues>({
    defaultValues: {
      ...contentTextDefaults(category),
      kind: category?.kind ?? 'kennisbank',
      position: String(category?.position ?? 0),
    },
    schema: categorySchema,
  });
  return (
    <RecordEditor
      record={category}
      names={{ noun: 'Categorie', new: 'Nieuwe categorie', create: 'Categorie aanmaken' }}
      back={{ to: '/beheer/inhoud/categorieen', label: 'Alle categorieën' }}
      canEdit={canEdit}
      form={form}
      onSubmit={async (values) => {
        const body = {
          title: values.title,
          slug: values.slug || slugFromTitle(values.title),
          description: values.description,
          kind: values.kind === 'faq' ? ('faq' as const) : ('kennisbank' as const),
          position: Number(values.position),
        };
        if (category) await staffApi(apiRoutes.staffUpdateCategory, { params: { id: category.id }, body });
        else await staffApi(apiRoutes.staffCreateCategory, { body });
        await navigate('/beheer/inhoud/categorieen');
      }}
      onRemove={({ id }) => staffApi(apiRoutes.staffDeleteCategory, { params: { id } })}
    >
      <TextField name="title" label="Titel" autoComplete="off" />
      <SlugField hint="Het deel van het adres na /kennisbank/." />
      <TextareaField name="description" label="Omschrijving" rows={3} />
      <SelectField
        name="kind"
        label="Soort"
        options={Object.entries(kindLabels).map(([value, label]) => ({ value, label }))}
      />
      <TextField name="position" label="Volgorde" hint="Lager staat eerder." inputMode="numeric" />
    </RecordEditor>
  );
};
