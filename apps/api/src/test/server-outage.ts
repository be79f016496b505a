/** An hour ago, as an ISO timestamp. */
export const anHourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString();

/** A status event as staff post it: one server of a customer down since an hour ago, being looked into. */
export const serverOutage = (serverId: number, overrides: Record<string, unknown> = {}) => ({
  kind: 'storing',
  title: 'Server in Amsterdam onbereikbaar',
  services: ['websitehosting'],
  impact: 'volledig',
  state: 'onderzoek',
  starts_at: anHourAgo(),
  planned_end_at: null,
  message: 'We onderzoeken waarom de server niet reageert.',
  resources: [{ type: 'server', id: serverId }],
  ...overrides,
});
