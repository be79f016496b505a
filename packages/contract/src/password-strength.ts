import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as dutchDictionary, translations as dutchTranslations } from '@zxcvbn-ts/language-nl-be';

/**
 * How hard a password someone sets must be to guess, estimated by zxcvbn-ts with the common
 * passwords and keyboard patterns and the Dutch dictionaries: at least score 3 of 4 (about 10^8
 * guesses). Its own entry point (`@maatwerk/contract/password-strength`), since its dictionaries
 * weigh about a megabyte: the API loads it once, the site's password fields when first checked.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words of this site that make a password easy to guess here. */
const siteWords = ['kodewerk', 'klantenportaal', 'portaal', 'beheer'];

let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string) => {
  estimator ??= new ZxcvbnFactory({
    translations: dutchTranslations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...dutchDictionary },
  });
  return estimator.check(password, siteWords);
};

export const weakPasswordMessage = 'Dit wachtwoord is te makkelijk te raden.';

/**
 * What is wrong with a password someone sets, in Dutch with zxcvbn's hint ('Dit wachtwoord is te
 * makkelijk te raden. Dit wachtwoord wordt veel gebruikt. Voeg meer woorden toe …'), or undefined
 * when it is hard enough.
 */
export const passwordWeakness = (password: string): string | undefined => {
  const result = estimate(password);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const { warning, suggestions } = result.feedback;
  return [weakPasswordMessage, warning, ...suggestions].filter(Boolean).join(' ');
};
