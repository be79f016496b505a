import { Slug } from '@maatwerk/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { TextField } from '~/components/form/index.ts';
import styles from './beheer-content.module.css';
import { DeleteButton } from './delete-button.tsx';

export interface ContentEditorProps {
  /** The list the editor came from. */
  back: { to: string; label: string };
  title: string;
  canEdit: boolean;
  /** The form, shown to those who may change the content. */
  form: ReactNode;
  /** What the editor shows between its heading and its form (facts about the record). */
  children?: ReactNode;
  /** What follows the form (a status line). */
  after?: ReactNode;
  /** Removing the record: only for a record that exists, and only for those who may change it. */
  remove?: { label: string; name: string; run: () => Promise<void> };
}

/** The page of one piece of content in the back office: back link, heading, form (or read only), removal. */
export const ContentEditor = ({
  back,
  title,
  canEdit,
  form,
  children,
  after,
  remove,
}: ContentEditorProps) => (
  <div className={styles.page}>
    <p>
      <Link to={back.to}>← {back.label}</Link>
    </p>
    <h1>{title}</h1>
    {children}
    {canEdit ? form : <p className={styles.hint}>Je kunt de inhoud lezen, maar niet wijzigen.</p>}
    {after}
    {remove && canEdit && (
      <DeleteButton
        label={remove.label}
        confirm={`Weet je zeker dat je "${remove.name}" wilt verwijderen?`}
        onDelete={remove.run}
      />
    )}
  </div>
);

/** The slug as the editors take it: left empty, the title gives it; otherwise the contract's Slug judges it. */
export const FormSlug = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  Slug.optional(),
);

/** The slug of an address (judged by the form's schema, see FormSlug); left empty, it is made from the title. */
export const SlugField = ({ hint = '' }: { hint?: string }) => (
  <TextField
    name="slug"
    label="Slug"
    hint={`${hint} Leeg: gemaakt van de titel.`.trim()}
    optional
    autoComplete="off"
  />
);

/** The fields every piece of content with an address has in its editor. */
export interface ContentTextValues {
  title: string;
  slug: string;
  description: string;
}

/** The title, slug and description an editor starts with: the content's own, or empty for new content. */
export const contentTextDefaults = (content: ContentTextValues | null): ContentTextValues => ({
  title: content?.title ?? '',
  slug: content?.slug ?? '',
  description: content?.description ?? '',
});
