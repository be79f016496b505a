import { lazy, Suspense, useCallback } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldMessage, fieldStyles, useRulesFormState } from '~/components/form/index.ts';
import { importOrReload } from '~/lib/reload-guard.ts';
import type { RichTextEditorHandle } from './rich-text-editor.tsx';
import { RichTextPlaceholder } from './rich-text-placeholder.tsx';

// TipTap is the heaviest part of the portal: it loads only where someone writes.
const RichTextEditor = lazy(() => importOrReload(() => import('./rich-text-editor.tsx')));

export interface RichTextFieldProps {
  name: string;
  label: string;
  hint?: string;
}

/**
 * A rich-text field of a RulesForm, with the form's ids, message and focus on error. The form's
 * schema judges it (the contract's RichText: required, with content, not too long).
 */
export const RichTextField = ({ name, label, hint }: RichTextFieldProps) => {
  const { control } = useFormContext();
  const { idPrefix, loading } = useRulesFormState();
  const { field, fieldState } = useController({ name, control });
  const id = `${idPrefix}-${name}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = fieldState.error?.message;
  const { ref } = field;
  const handleRef = useCallback((handle: RichTextEditorHandle | null) => ref(handle), [ref]);
  const describedBy = [hint ? hintId : null, message ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <Suspense fallback={<RichTextPlaceholder />}>
        <RichTextEditor
          labelId={labelId}
          describedBy={describedBy}
          invalid={Boolean(message)}
          disabled={loading}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          handleRef={handleRef}
        />
      </Suspense>
      <FieldMessage id={errorId} message={message} />
    </div>
  );
};
