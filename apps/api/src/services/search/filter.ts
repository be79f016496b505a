import { MeiliError } from './meili-error.ts';

/**
 * Meilisearch's filter expressions on the filterable attributes of an index: `=`, `!=`, `>`,
 * `>=`, `<`, `<=`, `a TO b`, `IN [..]`, `EXISTS`, `IS NULL`, `IS EMPTY`, each of the last three
 * with NOT, joined by AND, OR, NOT and parentheses; or an array of them (outer AND, inner OR).
 * Text compares without regard to case or accents; `<`, `>` and `TO` compare numbers only.
 */
export type Filter =
  | { kind: 'and' | 'or'; parts: Filter[] }
  | { kind: 'not'; part: Filter }
  | { kind: 'compare'; attribute: string; operator: '=' | '!=' | '>' | '>=' | '<' | '<='; value: string }
  | { kind: 'range'; attribute: string; from: string; to: string }
  | { kind: 'in'; attribute: string; values: string[] }
  | { kind: 'exists' | 'null' | 'empty'; attribute: string };

export type FilterInput = string | (string | string[])[];

/** Meilisearch nests at most this deep. */
const MAX_DEPTH = 20;

const invalid = (message: string) => new MeiliError(400, 'invalid_search_filter', message);

type Token = { type: 'word' | 'quoted' | 'symbol'; text: string };

const tokenize = (source: string): Token[] => {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (/\s/.test(char)) {
      i++;
    } else if (char === '"' || char === "'") {
      let text = '';
      i++;
      while (i < source.length && source[i] !== char) {
        if (source[i] === '\\' && i + 1 < source.length) i++;
        text += source[i];
        i++;
      }
      if (i >= source.length) throw invalid(`Filter: een tekst tussen ${char} wordt niet afgesloten.`);
      i++;
      tokens.push({ type: 'quoted', text });
    } else if ('()[],'.includes(char)) {
      tokens.push({ type: 'symbol', text: char });
      i++;
    } else if ('<>=!'.includes(char)) {
      const two = source.slice(i, i + 2);
      const operator = ['>=', '<=', '!='].includes(two) ? two : char;
      if (operator === '!') throw invalid('Filter: `!` hoort bij `!=`.');
      tokens.push({ type: 'symbol', text: operator });
      i += operator.length;
    } else {
      let text = '';
      while (i < source.length && !/[\s()[\],<>=!"']/.test(source[i]!)) text += source[i++];
      tokens.push({ type: 'word', text });
    }
  }
  return tokens;
};

const keyword = (token: Token | undefined, word: string) =>
  token?.type === 'word' && token.text.toUpperCase() === word;

class Parser {
  private position = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly filterable: readonly string[],
  ) {}

  parse(): Filter {
    const filter = this.or(0);
    const rest = this.tokens[this.position];
    if (rest) throw invalid(`Filter: \`${rest.text}\` wordt hier niet verwacht.`);
    return filter;
  }

  private peek = () => this.tokens[this.position];
  private next = () => this.tokens[this.position++];

  private or(depth: number): Filter {
    return this.joined('or', () => this.and(depth));
  }

  private and(depth: number): Filter {
    return this.joined('and', () => this.unary(depth));
  }

  /** Parts joined by AND or OR; one part alone stands for itself. */
  private joined(kind: 'and' | 'or', part: () => Filter): Filter {
    const parts = [part()];
    while (keyword(this.peek(), kind.toUpperCase())) {
      this.next();
      parts.push(part());
    }
    return parts.length === 1 ? parts[0]! : { kind, parts };
  }

  private unary(depth: number): Filter {
    if (depth > MAX_DEPTH) throw invalid(`Filter: hoogstens ${MAX_DEPTH} niveaus diep.`);
    if (keyword(this.peek(), 'NOT')) {
      this.next();
      return { kind: 'not', part: this.unary(depth + 1) };
    }
    if (this.peek()?.text === '(' && this.peek()?.type === 'symbol') {
      this.next();
      const inner = this.or(depth + 1);
      if (this.next()?.text !== ')') throw invalid('Filter: een `(` wordt niet gesloten.');
      return inner;
    }
    return this.condition();
  }

  private value(): string {
    const token = this.next();
    if (!token || token.type === 'symbol') throw invalid('Filter: hier hoort een waarde.');
    return token.text;
  }

  private condition(): Filter {
    const token = this.next();
    if (!token || token.type === 'symbol') throw invalid('Filter: hier hoort de naam van een veld.');
    const attribute = token.text;
    if (!this.filterable.includes(attribute)) {
      const available = this.filterable.map((name) => `\`${name}\``).join(', ');
      throw invalid(
        available
          ? `Filter: op \`${attribute}\` kan niet gefilterd worden. Filterbaar: ${available}.`
          : `Filter: op \`${attribute}\` kan niet gefilterd worden; deze index heeft geen filterbare velden.`,
      );
    }
    const operator = this.next();
    if (!operator) throw invalid(`Filter: na \`${attribute}\` hoort een vergelijking.`);
    if (operator.type === 'symbol' && ['=', '!=', '>', '>=', '<', '<='].includes(operator.text)) {
      return {
        kind: 'compare',
        attribute,
        operator: operator.text as '=' | '!=' | '>' | '>=' | '<' | '<=',
        value: this.value(),
      };
    }
    const negated = keyword(operator, 'NOT');
    const verb = negated ? this.next() : operator;
    const wrap = (filter: Filter): Filter => (negated ? { kind: 'not', part: filter } : filter);
    if (keyword(verb, 'EXISTS')) return wrap({ kind: 'exists', attribute });
    if (keyword(verb, 'IN')) {
      if (this.next()?.text !== '[') throw invalid('Filter: na `IN` hoort een lijst tussen [ ].');
      const values: string[] = [];
      while (this.peek() && this.peek()?.text !== ']') {
        values.push(this.value());
        if (this.peek()?.text === ',') this.next();
      }
      if (this.next()?.text !== ']') throw invalid('Filter: een `[` wordt niet gesloten.');
      return wrap({ kind: 'in', attribute, values });
    }
    if (keyword(verb, 'IS')) {
      const not = keyword(this.peek(), 'NOT');
      if (not) this.next();
      const what = this.next();
      const inner: Filter | null = keyword(what, 'NULL')
        ? { kind: 'null', attribute }
        : keyword(what, 'EMPTY')
          ? { kind: 'empty', attribute }
          : null;
      if (!inner) throw invalid('Filter: na `IS` hoort `NULL` of `EMPTY`.');
      return wrap(not ? { kind: 'not', part: inner } : inner);
    }
    if (!negated && verb && verb.type !== 'symbol' && keyword(this.peek(), 'TO')) {
      this.next();
      return { kind: 'range', attribute, from: verb.text, to: this.value() };
    }
    throw invalid(`Filter: \`${verb?.text ?? ''}\` is geen vergelijking die Meilisearch kent.`);
  }
}

const parseOne = (source: string, filterable: readonly string[]): Filter | null =>
  source.trim() === '' ? null : new Parser(tokenize(source), filterable).parse();

/** The filter of a query, checked against the index's filterable attributes; null for none. */
export const parseFilter = (input: FilterInput, filterable: readonly string[]): Filter | null => {
  if (typeof input === 'string') return parseOne(input, filterable);
  const parts = input.flatMap((entry): Filter[] => {
    if (typeof entry === 'string') return [parseOne(entry, filterable)].filter((part) => part !== null);
    const options = entry.map((one) => parseOne(one, filterable)).filter((part) => part !== null);
    return options.length === 0 ? [] : [{ kind: 'or', parts: options }];
  });
  return parts.length === 0 ? null : { kind: 'and', parts };
};

/**
 * The values of a (dotted) attribute of a document: none when absent, each item of a list (with
 * `asWritten`, a list at the end of the path stays one value).
 */
export const attributeValues = (
  document: Record<string, unknown>,
  path: string,
  asWritten = false,
): unknown[] => {
  let values: unknown[] = [document];
  const keys = path.split('.');
  keys.forEach((key, place) => {
    const keepList = asWritten && place === keys.length - 1;
    values = values.flatMap((value) => {
      const inner = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      return Array.isArray(inner) && !keepList ? inner : inner === undefined ? [] : [inner];
    });
  });
  return values;
};

const folded = (value: unknown) => String(value).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return typeof value === 'string' && value.trim() === '' ? null : Number.isFinite(number) ? number : null;
};

const compare = (value: unknown, operator: string, wanted: string): boolean => {
  if (operator === '=' || operator === '!=') {
    const number = asNumber(wanted);
    const same =
      number !== null && typeof value === 'number' ? value === number : folded(value) === folded(wanted);
    return operator === '=' ? same : !same;
  }
  const [left, right] = [asNumber(value), asNumber(wanted)];
  if (left === null || right === null || typeof value !== 'number') return false;
  if (operator === '>') return left > right;
  if (operator === '>=') return left >= right;
  if (operator === '<') return left < right;
  return left <= right;
};

/** Whether a document passes the filter. */
export const passes = (filter: Filter, document: Record<string, unknown>): boolean => {
  switch (filter.kind) {
    case 'and':
      return filter.parts.every((part) => passes(part, document));
    case 'or':
      return filter.parts.some((part) => passes(part, document));
    case 'not':
      return !passes(filter.part, document);
    case 'exists':
      return attributeValues(document, filter.attribute).length > 0;
    case 'null':
      return attributeValues(document, filter.attribute).some((value) => value === null);
    case 'empty':
      return attributeValues(document, filter.attribute, true).some(
        (value) =>
          value === '' ||
          (Array.isArray(value) && value.length === 0) ||
          (value !== null && typeof value === 'object' && Object.keys(value).length === 0),
      );
    case 'in':
      return attributeValues(document, filter.attribute).some((value) =>
        filter.values.some((wanted) => compare(value, '=', wanted)),
      );
    case 'range':
      return attributeValues(document, filter.attribute).some(
        (value) => compare(value, '>=', filter.from) && compare(value, '<=', filter.to),
      );
    case 'compare': {
      const values = attributeValues(document, filter.attribute);
      // `!=` holds for a document without the attribute too, as in Meilisearch.
      if (filter.operator === '!=') return values.every((value) => compare(value, '!=', filter.value));
      return values.some((value) => compare(value, filter.operator, filter.value));
    }
  }
};
