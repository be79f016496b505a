import { formatDateArg } from '../dates.ts';
import { formatChoices, formatNumberArg, formatValue, sentence as s } from '../format.ts';
import type { FormLabels, RuleMessages } from '../types.ts';

const n = (arg: Parameters<typeof formatNumberArg>[0]) => formatNumberArg(arg, 'nl');
const d = (arg: Parameters<typeof formatDateArg>[0]) => formatDateArg(arg, 'nl');

/** Dutch messages; required, email, url, number, min, max, length and confirm word for word as spec §5 gives them. */
export const nlMessages: RuleMessages = {
  accepted: ({ label }) => `${s(label)} moet worden geaccepteerd.`,
  alpha: ({ label }) => `${s(label)} mag alleen letters bevatten.`,
  alpha_spaces: ({ label }) => `${s(label)} mag alleen letters en spaties bevatten.`,
  alphanumeric: ({ label }) => `${s(label)} mag alleen letters en cijfers bevatten.`,
  between: ({ label, args }) => {
    const [from, to] = [Number(args[0]), Number(args[1])].sort((a, b) => a - b);
    return `${s(label)} moet tussen ${n(from)} en ${n(to)} liggen.`;
  },
  confirm: ({ label }) => `${s(label)} komt niet overeen.`,
  date_after: ({ label, args }) =>
    args[0] === undefined || args[0] === ''
      ? `${s(label)} moet in de toekomst liggen.`
      : `${s(label)} moet na ${d(args[0])} liggen.`,
  date_before: ({ label, args }) =>
    args[0] === undefined || args[0] === ''
      ? `${s(label)} moet in het verleden liggen.`
      : `${s(label)} moet vóór ${d(args[0])} liggen.`,
  date_between: ({ label, args }) => `${s(label)} moet tussen ${d(args[0])} en ${d(args[1])} liggen.`,
  date_format: ({ label, args }) =>
    args[0] === undefined || args[0] === ''
      ? `${s(label)} is geen geldige datum.`
      : `${s(label)} is geen geldige datum, gebruik het formaat ${String(args[0])}.`,
  email: () => 'Vul een geldig e-mailadres in.',
  ends_with: ({ label, args }) => `${s(label)} moet eindigen op ${formatChoices(args, 'nl')}.`,
  is: ({ label, value }) => `${formatValue(value)} is geen toegestane waarde voor ${label}.`,
  length: ({ label, args }) => {
    const min = Number(args[0] ?? 0);
    const max = args[1] === undefined || args[1] === '' ? null : Number(args[1]);
    if (max === null) return `${s(label)} moet minimaal ${n(min)} tekens bevatten.`;
    const [low, high] = min <= max ? [min, max] : [max, min];
    if (low === high) return `${s(label)} moet precies ${n(low)} tekens bevatten.`;
    if (low === 0) return `${s(label)} mag maximaal ${n(high)} tekens bevatten.`;
    return `${s(label)} moet tussen de ${n(low)} en ${n(high)} tekens bevatten.`;
  },
  matches: ({ label }) => `${s(label)} heeft geen geldige waarde.`,
  max: ({ label, args, value }) =>
    Array.isArray(value)
      ? `Kies bij ${label} niet meer dan ${n(args[0] ?? 10)} items.`
      : `${s(label)} moet kleiner zijn dan of gelijk zijn aan ${n(args[0] ?? 10)}.`,
  min: ({ label, args, value }) =>
    Array.isArray(value)
      ? `Kies bij ${label} minimaal ${n(args[0] ?? 1)} items.`
      : `${s(label)} moet minimaal ${n(args[0] ?? 1)} zijn.`,
  not: ({ label, value }) => `${formatValue(value)} is niet toegestaan als ${label}.`,
  number: ({ label }) => `${s(label)} moet een getal zijn.`,
  required: ({ label }) => `${s(label)} is verplicht.`,
  starts_with: ({ label, args }) => `${s(label)} moet beginnen met ${formatChoices(args, 'nl')}.`,
  url: () => 'Voeg een geldige url toe.',
};

export const nlLabels: FormLabels = {
  submit: 'Versturen',
  add: 'Toevoegen',
  remove: 'Verwijder',
  removeAll: 'Verwijder alles',
  noFiles: 'Geen bestand gekozen',
  incomplete: 'Sorry, niet alle velden zijn correct ingevuld.',
  optional: 'niet verplicht',
  busy: 'Bezig met versturen...',
  submitFailed: 'Het versturen is niet gelukt. Probeer het opnieuw.',
};
