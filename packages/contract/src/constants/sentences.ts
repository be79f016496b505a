/**
 * A sentence that ends in a name: its full stop, unless the name brings one ('Voorbeeld B.V.'
 * must not read 'Voorbeeld B.V..').
 */
export const endSentence = (text: string): string =>
  /[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
