import { matchToken, type TokenMatch, type WordMatcher } from './matcher.ts';
import { type Token, tokenize } from './text.ts';

/**
 * `_formatted` as Meilisearch builds it: the retrieved document with numbers turned into text,
 * matches of the asked-for attributes wrapped in the highlight tags, and the asked-for
 * attributes cropped to a window of words around the best matches, with a marker where text was
 * cut. The text itself is not escaped, as in Meilisearch: whoever shows it must not treat it as HTML.
 */

export interface FormatOptions {
  attributesToHighlight: string[];
  /** Attribute → words to keep. */
  attributesToCrop: Map<string, number>;
  highlightPreTag: string;
  highlightPostTag: string;
  cropMarker: string;
}

interface MarkedToken extends Token {
  match: TokenMatch | null;
}

const covers = (patterns: string[], path: string): boolean =>
  patterns.some((pattern) => pattern === '*' || pattern === path || path.startsWith(`${pattern}.`));

const cropLengthFor = (crop: Map<string, number>, path: string): number | undefined => {
  for (const [pattern, length] of crop) {
    if (pattern === '*' || pattern === path || path.startsWith(`${pattern}.`)) return length;
  }
  return undefined;
};

/**
 * The window of `length` words with the most distinct query words, then the most matches;
 * the words around its matches are spread evenly before and after them.
 */
const cropWindow = (tokens: MarkedToken[], length: number): [number, number] => {
  if (tokens.length <= length) return [0, tokens.length - 1];
  let best: { start: number; distinct: number; matches: number; first: number; last: number } | null = null;
  for (let start = 0; start + length <= tokens.length; start++) {
    const seen = new Set<number>();
    let matches = 0;
    let first = -1;
    let last = -1;
    for (let i = start; i < start + length; i++) {
      const match = tokens[i]!.match;
      if (!match) continue;
      seen.add(match.queryWord);
      matches++;
      if (first < 0) first = i;
      last = i;
    }
    if (matches === 0) continue;
    if (!best || seen.size > best.distinct || (seen.size === best.distinct && matches > best.matches)) {
      best = { start, distinct: seen.size, matches, first, last };
    }
  }
  if (!best) return [0, length - 1];
  const spare = length - (best.last - best.first + 1);
  let start = best.first - Math.floor(spare / 2);
  start = Math.max(0, Math.min(start, tokens.length - length));
  return [start, start + length - 1];
};

const formatText = (
  text: string,
  matcher: WordMatcher,
  highlight: boolean,
  cropLength: number | undefined,
  options: FormatOptions,
): string => {
  const tokens: MarkedToken[] = tokenize(text).map((token) => ({
    ...token,
    match: matchToken(matcher, token, text),
  }));
  let from = 0;
  let to = text.length;
  let prefix = '';
  let suffix = '';
  let firstToken = 0;
  let lastToken = tokens.length - 1;
  if (cropLength !== undefined && tokens.length > 0) {
    [firstToken, lastToken] = cropWindow(tokens, cropLength);
    if (firstToken > 0) {
      from = tokens[firstToken]!.start;
      prefix = options.cropMarker;
    }
    if (lastToken < tokens.length - 1) {
      to = tokens[lastToken]!.end;
      suffix = options.cropMarker;
    }
  }
  let out = prefix;
  let cursor = from;
  if (highlight) {
    for (let i = firstToken; i <= lastToken; i++) {
      const token = tokens[i]!;
      if (!token.match) continue;
      const end = token.start + token.match.length;
      out +=
        text.slice(cursor, token.start) +
        options.highlightPreTag +
        text.slice(token.start, end) +
        options.highlightPostTag;
      cursor = end;
    }
  }
  return out + text.slice(cursor, to) + suffix;
};

const formatValue = (value: unknown, path: string, matcher: WordMatcher, options: FormatOptions): unknown => {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') {
    const highlight = covers(options.attributesToHighlight, path);
    const cropLength = cropLengthFor(options.attributesToCrop, path);
    return highlight || cropLength !== undefined
      ? formatText(value, matcher, highlight, cropLength, options)
      : value;
  }
  if (Array.isArray(value)) return value.map((item) => formatValue(item, path, matcher, options));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        formatValue(item, path ? `${path}.${key}` : key, matcher, options),
      ]),
    );
  }
  return value;
};

export const formatDocument = (
  document: Record<string, unknown>,
  matcher: WordMatcher,
  options: FormatOptions,
): Record<string, unknown> => formatValue(document, '', matcher, options) as Record<string, unknown>;

/** 'content:20' → ['content', 20]; a plain name takes the query's cropLength. */
export const parseCropAttributes = (attributes: string[], cropLength: number): Map<string, number> => {
  const crop = new Map<string, number>();
  for (const attribute of attributes) {
    const [name, length] = attribute.split(':');
    const parsed = length === undefined ? Number.NaN : Number(length);
    crop.set(name!, Number.isInteger(parsed) && parsed > 0 ? parsed : cropLength);
  }
  return crop;
};
