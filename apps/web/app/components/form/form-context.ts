import { createContext, useContext } from 'react';
import type { Locale } from '~/lib/validation/index.ts';

/** The four states of a form (spec §4). */
export interface RulesFormState {
  /** A submit was tried at least once: from now on messages are shown. */
  submitted: boolean;
  /** The submit handler runs: the form is disabled. */
  loading: boolean;
  /** The last submit went through. */
  complete: boolean;
  /** Submitted with fields that break their rules. */
  invalid: boolean;
}

export interface RulesFormContextValue extends RulesFormState {
  locale: Locale;
  /** A prefix for the ids of fields and messages, unique per form. */
  idPrefix: string;
}

export const RulesFormContext = createContext<RulesFormContextValue | null>(null);

/** The state of the surrounding RulesForm. */
export const useRulesFormState = (): RulesFormContextValue => {
  const value = useContext(RulesFormContext);
  if (!value) throw new Error('useRulesFormState() needs a surrounding <RulesForm>');
  return value;
};
