import { markedLength, matchedQueryWord, type WordMatcher } from './matcher.ts';
import { type TextWords, textWords } from './text-words.ts';

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

const covers = (patterns: string[], path: string): boolean =>
  patterns.some((pattern) => pattern === '*' || pattern === path || path.startsWith(`${pattern}.`));

const cropLengthFor = (crop: Map<string, number>, path: string): number | undefined => {
  for (const [pattern, length] of crop) {
    if (pattern === '*' || pattern === path || path.startsWith(`${pattern}.`)) return length;
  }
  return undefined;
};

/** Meilisearch reads at most 10 query words, so a query word's position fits in this many counters. */
const MAX_QUERY_WORD_POSITIONS = 64;

/**
 * The window of `length` words with the most distinct query words, then the most matches (the
 * first such window); the words around its matches are spread evenly before and after them.
 * One pass, sliding the window a word at a time.
 */
const cropWindow = (matched: Int8Array, length: number): [number, number] => {
  const total = matched.length;
  if (total <= length) return [0, total - 1];
  const counts = new Int32Array(MAX_QUERY_WORD_POSITIONS);
  let distinct = 0;
  let matches = 0;
  const add = (i: number) => {
    const queryWord = matched[i]!;
    if (queryWord < 0) return;
    matches++;
    if (counts[queryWord]!++ === 0) distinct++;
  };
  const drop = (i: number) => {
    const queryWord = matched[i]!;
    if (queryWord < 0) return;
    matches--;
    if (--counts[queryWord]! === 0) distinct--;
  };
  for (let i = 0; i < length; i++) add(i);
  let best = -1;
  let bestDistinct = 0;
  let bestMatches = 0;
  for (let start = 0; start + length <= total; start++) {
    if (start > 0) {
      drop(start - 1);
      add(start + length - 1);
    }
    if (matches === 0) continue;
    if (best < 0 || distinct > bestDistinct || (distinct === bestDistinct && matches > bestMatches)) {
      best = start;
      bestDistinct = distinct;
      bestMatches = matches;
    }
  }
  if (best < 0) return [0, length - 1];
  let first = best;
  while (matched[first]! < 0) first++;
  let last = best + length - 1;
  while (matched[last]! < 0) last--;
  const spare = length - (last - first + 1);
  const start = Math.max(0, Math.min(first - Math.floor(spare / 2), total - length));
  return [start, start + length - 1];
};

/** For each word of the text, the query word it matches, or -1. */
const matchWords = (words: TextWords, matcher: WordMatcher): Int8Array => {
  const matched = new Int8Array(words.words.length);
  for (let i = 0; i < matched.length; i++) matched[i] = matchedQueryWord(matcher, words.words[i]!);
  return matched;
};

const formatText = (
  text: string,
  matcher: WordMatcher,
  highlight: boolean,
  cropLength: number | undefined,
  options: FormatOptions,
): string => {
  const words = textWords(text);
  const matched = matchWords(words, matcher);
  let from = 0;
  let to = text.length;
  let prefix = '';
  let suffix = '';
  let firstWord = 0;
  let lastWord = matched.length - 1;
  if (cropLength !== undefined && matched.length > 0) {
    [firstWord, lastWord] = cropWindow(matched, cropLength);
    if (firstWord > 0) {
      from = words.starts[firstWord]!;
      prefix = options.cropMarker;
    }
    if (lastWord < matched.length - 1) {
      to = words.ends[lastWord]!;
      suffix = options.cropMarker;
    }
  }
  let out = prefix;
  let cursor = from;
  if (highlight) {
    for (let i = firstWord; i <= lastWord; i++) {
      if (matched[i]! < 0) continue;
      const start = words.starts[i]!;
      const end = start + markedLength(matcher, words.words[i]!, text.slice(start, words.ends[i]!));
      out +=
        text.slice(cursor, start) +
        options.highlightPreTag +
        text.slice(start, end) +
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
