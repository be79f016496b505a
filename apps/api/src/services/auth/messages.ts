/** "Wacht 3 minuten" reads better than seconds; a person gets the rounded-up minutes. */
export const waitText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
};

/** What people read when logging in goes wrong: the site shows these as they are. */
export const authMessages = {
  wrongCredentials: 'De inloggegevens zijn onjuist, probeer het opnieuw.',
  wrongCode: 'Deze code is niet juist, probeer het opnieuw.',
  wrongPassword: 'Het wachtwoord is niet juist.',
  mfaExpired: 'Deze inlogpoging is verlopen. Log opnieuw in.',
  linkInvalid: 'Deze inloglink is niet meer geldig. Log opnieuw in.',
  tooManyCodesOnLogin: 'Te veel onjuiste codes. Log opnieuw in.',
  tooManyLogins: (seconds: number) =>
    `Te veel inlogpogingen. Wacht ${waitText(seconds)} en probeer het opnieuw.`,
  tooManyPasswords: (seconds: number) =>
    `Te veel pogingen met een onjuist wachtwoord. Wacht ${waitText(seconds)} en probeer het opnieuw.`,
  tooManyCodes: (seconds: number) =>
    `Te veel codes geprobeerd. Wacht ${waitText(seconds)} en probeer het opnieuw.`,
  mfaAlreadyOn: 'Twee-factor authenticatie staat al aan. Zet die eerst uit om een nieuwe app te koppelen.',
  mfaNotOn: 'Twee-factor authenticatie staat niet aan.',
  setupOutdated: 'Deze koppeling is verlopen of vervangen. Begin opnieuw met het koppelen van je app.',
} as const;
