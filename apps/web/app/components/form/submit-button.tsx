import { formLabels } from '~/lib/validation/index.ts';
import { useRulesFormState } from './form-context.ts';

interface SubmitButtonProps {
  /** Default: 'Versturen' (or 'Submit' in an English form). */
  label?: string | undefined;
  /** Shown while the submit handler runs; default 'Bezig met versturen...'. */
  busyLabel?: string | undefined;
  className?: string;
}

/** The submit button of a RulesForm; disabled with the form while it is busy. */
export const SubmitButton = ({ label, busyLabel, className = 'button' }: SubmitButtonProps) => {
  const { loading, locale } = useRulesFormState();
  const labels = formLabels[locale];
  return (
    <button type="submit" className={className}>
      {loading ? (busyLabel ?? labels.busy) : (label ?? labels.submit)}
    </button>
  );
};
