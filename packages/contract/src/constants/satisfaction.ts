/**
 * The one question a customer gets when an order is finished (issue 36): how did it go? Written
 * once for the API, the portal's question and the back office's figures.
 */

export const satisfactionAnswers = ['goed', 'kan_beter'] as const;
export type SatisfactionAnswerValue = (typeof satisfactionAnswers)[number];

export const satisfactionAnswerLabels: Record<SatisfactionAnswerValue, string> = {
  goed: 'Goed',
  kan_beter: 'Kan beter',
};

/** Characters of the comment beside the answer. */
export const SATISFACTION_COMMENT_MAX = 2000;

export const SATISFACTION_QUESTION = 'Hoe vond je dat deze opdracht is verlopen?';
export const SATISFACTION_ONCE_MESSAGE = 'Je hebt deze vraag over deze opdracht al beantwoord.';
export const SATISFACTION_NOT_FINISHED_MESSAGE =
  'Je kunt deze vraag beantwoorden zodra de opdracht is afgerond of gesloten.';
