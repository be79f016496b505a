/** The texts of logging in (spec §2 and §8), word for word where the spec gives them. */
export const authTexts = {
  busy: 'Bezig met inloggen',
  loggedInTitle: 'Je bent ingelogd',
  dashboard: 'Dashboard',
  logout: 'Uitloggen',
  mfaTitle: 'Twee-factor Authenticatie',
  mfaHint: 'Vul de code in die je hebt ontvangen via je authenticatie-app.',
  mfaLabel: 'Authenticatiecode',
  mfaSubmit: 'Doorgaan',
  recoveryLabel: 'Herstelcode',
  recoveryHint:
    'Vul een van de herstelcodes in die je kreeg bij het instellen van twee-factor authenticatie.',
  useRecoveryCode: 'Geen toegang tot je app? Gebruik een herstelcode',
  useAppCode: 'Gebruik de code uit je authenticatie-app',
  loginTitle: 'Inloggen',
  loginHint: 'Vul je e-mailadres en wachtwoord in om in te loggen op het klantenportaal.',
  emailLabel: 'E-mailadres',
  passwordLabel: 'Wachtwoord',
  loginSubmit: 'Inloggen',
  forgotPassword: 'Wachtwoord vergeten?',
  wrongCredentials: 'De inloggegevens zijn onjuist, probeer het opnieuw.',
  wrongCode: 'Deze code is niet juist, probeer het opnieuw.',
  tooManyTries: 'Te veel pogingen. Wacht een kwartier en probeer het dan opnieuw.',
  stepExpired: 'Deze inlogpoging is verlopen. Log opnieuw in.',
  unreachable:
    'De server is op dit moment niet bereikbaar. Je blijft ingelogd; we proberen het automatisch opnieuw.',
  linkInvalid: 'Deze inloglink is niet meer geldig: hij is al gebruikt of verlopen.',
  linkInvalidKept: (name: string) =>
    `Deze inloglink is niet meer geldig: hij is al gebruikt of verlopen. Je bent nog steeds ingelogd als ${name}.`,
  linkUnreachable:
    'De inloglink kon niet worden gebruikt, want de server is niet bereikbaar. Probeer de link later opnieuw.',
  linkSwitchTitle: 'Inloggen als iemand anders?',
  linkSwitchText: (current: string, other: string) =>
    `Je bent ingelogd als ${current}. Deze inloglink is van ${other}. Wil je overstappen naar dat account?`,
  linkSwitchConfirm: 'Overstappen',
  linkSwitchCancel: (current: string) => `Ingelogd blijven als ${current}`,
  linkMessageTitle: 'Inloglink',
  close: 'Sluiten',
} as const;
