import { apiRoutes, PageInput, SiteInput, type StaffPage, type StaffSite } from '@maatwerk/contract';
import { Link, useNavigate } from 'react-router';
import { RulesForm, TextareaField, TextField, useRulesForm } from '~/components/form/index.ts';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { RichTextField } from '~/features/orders/index.ts';
import styles from './beheer-content.module.css';
import { slugFromTitle } from './can-edit.ts';
import {
  ContentEditor,
  type ContentTextValues,
  contentTextDefaults,
  FormSlug,
  SlugField,
} from './content-editor.tsx';
import { ContentListPage } from './content-list-page.tsx';
import { RecordEditor } from './record-editor.tsx';

const backToPages = { to: '/beheer/inhoud/paginas', label: "Pagina's en sites" };

const siteSchema = SiteInput.extend({ slug: FormSlug });

/** The site's pages and the provider's sites, as the search palette finds them. */
export const PagesAndSites = ({
  pages,
  sites,
  canEdit,
}: {
  pages: readonly StaffPage[];
  sites: readonly StaffSite[];
  canEdit: boolean;
}) => (
  <ContentListPage>
    <h1>Pagina's en sites</h1>
    <p className={styles.hint}>
      Titel, omschrijving en tekst bepalen hoe de zoekfunctie van de site deze pagina's en sites vindt.
    </p>
    <section aria-labelledby="paginas">
      <h2 id="paginas">Pagina's</h2>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.id}>
            <Link to={`/beheer/inhoud/paginas/${page.id}`}>{page.title}</Link>{' '}
            <span className={styles.muted}>{page.url}</span>
          </li>
        ))}
      </ul>
    </section>
    <section aria-labelledby="sites">
      <header className={styles.header}>
        <h2 id="sites">Sites</h2>
        {canEdit && (
          <Link to="/beheer/inhoud/sites/nieuw" className="button">
            Nieuwe site
          </Link>
        )}
      </header>
      <ul className={styles.list}>
        {sites.map((site) => (
          <li key={site.id}>
            <Link to={`/beheer/inhoud/sites/${site.id}`}>{site.title}</Link>{' '}
            <span className={styles.muted}>{site.domain}</span>
          </li>
        ))}
      </ul>
    </section>
  </ContentListPage>
);

interface PageValues {
  title: string;
  description: string;
  content_html: string;
}

export const PageForm = ({ page, canEdit }: { page: StaffPage; canEdit: boolean }) => {
  const navigate = useNavigate();
  const form = useRulesForm<PageValues>({
    defaultValues: { title: page.title, description: page.description, content_html: page.content_html },
    schema: PageInput,
  });
  return (
    <ContentEditor
      back={backToPages}
      title={page.title}
      canEdit={canEdit}
      form={
        <RulesForm
          form={form}
          aria-label="Pagina bewerken"
          submitLabel="Opslaan"
          busyLabel="Bezig met opslaan…"
          onSubmit={async (values) => {
            await staffApi(apiRoutes.staffUpdatePage, { params: { id: page.id }, body: values });
            await navigate(backToPages.to);
          }}
        >
          <TextField name="title" label="Titel" autoComplete="off" />
          <TextareaField name="description" label="Omschrijving" rows={3} />
          <RichTextField name="content_html" label="Tekst voor de zoekfunctie" />
        </RulesForm>
      }
    >
      <p className={styles.muted}>Adres: {page.url}</p>
    </ContentEditor>
  );
};

interface SiteValues extends ContentTextValues {
  domain: string;
  url: string;
  content_html: string;
}

export const SiteForm = ({ site, canEdit }: { site: StaffSite | null; canEdit: boolean }) => {
  const navigate = useNavigate();
  const form = useRulesForm<SiteValues>({
    defaultValues: {
      ...contentTextDefaults(site),
      domain: site?.domain ?? '',
      url: site?.url ?? 'https://',
      content_html: site?.content_html ?? '',
    },
    schema: siteSchema,
  });
  return (
    <RecordEditor
      record={site}
      names={{ noun: 'Site', new: 'Nieuwe site', create: 'Site toevoegen' }}
      back={backToPages}
      canEdit={canEdit}
      form={form}
      onSubmit={async (values) => {
        const body = { ...values, slug: values.slug || slugFromTitle(values.title) };
        if (site) await staffApi(apiRoutes.staffUpdateSite, { params: { id: site.id }, body });
        else await staffApi(apiRoutes.staffCreateSite, { body });
        await navigate(backToPages.to);
      }}
      onRemove={({ id }) => staffApi(apiRoutes.staffDeleteSite, { params: { id } })}
    >
      <TextField name="title" label="Titel" autoComplete="off" />
      <SlugField />
      <TextareaField name="description" label="Omschrijving" rows={3} />
      <TextField name="domain" label="Domein" hint="Zoals www.voorbeeld.nl" autoComplete="off" />
      <TextField name="url" label="Adres" type="url" autoComplete="off" />
      <RichTextField name="content_html" label="Tekst voor de zoekfunctie" />
    </RecordEditor>
  );
};
