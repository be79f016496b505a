/** The services the public status page reports on, in the order it shows them. */
export const statusServices = ['websitehosting', 'email', 'dns', 'klantenportaal', 'api'] as const;
export type StatusService = (typeof statusServices)[number];

export const statusServiceLabels: Record<StatusService, string> = {
  websitehosting: 'Websitehosting',
  email: 'E-mail',
  dns: 'DNS',
  klantenportaal: 'Klantenportaal',
  api: 'API',
};

/** A storing (incident) happens; onderhoud (maintenance) is planned ahead. */
export const statusEventKinds = ['storing', 'onderhoud'] as const;
export type StatusEventKind = (typeof statusEventKinds)[number];

export const statusEventKindLabels: Record<StatusEventKind, string> = {
  storing: 'Storing',
  onderhoud: 'Onderhoud',
};

export const incidentStates = ['onderzoek', 'geidentificeerd', 'opgelost'] as const;
export const maintenanceStates = ['gepland', 'bezig', 'afgerond'] as const;
export const statusEventStates = [...incidentStates, ...maintenanceStates] as const;
export type StatusEventState = (typeof statusEventStates)[number];

/** Which states each kind moves through; the last one closes the event. */
export const statesOfKind: Record<StatusEventKind, readonly StatusEventState[]> = {
  storing: incidentStates,
  onderhoud: maintenanceStates,
};

export const closedStatusEventStates: readonly StatusEventState[] = ['opgelost', 'afgerond'];

export const statusEventStateLabels: Record<StatusEventState, string> = {
  onderzoek: 'Wordt onderzocht',
  geidentificeerd: 'Oorzaak gevonden',
  opgelost: 'Opgelost',
  gepland: 'Gepland',
  bezig: 'Bezig',
  afgerond: 'Afgerond',
};

/** How much an event affects its services, mildest first. */
export const statusImpacts = ['geen', 'verminderd', 'gedeeltelijk', 'volledig'] as const;
export type StatusImpact = (typeof statusImpacts)[number];

export const statusImpactLabels: Record<StatusImpact, string> = {
  geen: 'Geen merkbare gevolgen',
  verminderd: 'Verminderde werking',
  gedeeltelijk: 'Gedeeltelijke storing',
  volledig: 'Volledige storing',
};

/** A service's state on the status page: the worst of its open events. */
export const serviceStates = ['operationeel', 'onderhoud', 'verminderd', 'gedeeltelijk', 'volledig'] as const;
export type ServiceState = (typeof serviceStates)[number];

export const serviceStateLabels: Record<ServiceState, string> = {
  operationeel: 'Werkt normaal',
  onderhoud: 'Onderhoud',
  verminderd: 'Verminderde werking',
  gedeeltelijk: 'Gedeeltelijke storing',
  volledig: 'Storing',
};

/** A customer's things an incident can touch. */
export const statusResourceTypes = ['server', 'hosting_package', 'domain'] as const;
export type StatusResourceType = (typeof statusResourceTypes)[number];

export const statusResourceTypeLabels: Record<StatusResourceType, string> = {
  server: 'Server',
  hosting_package: 'Hostingpakket',
  domain: 'Domeinnaam',
};

/** How many closed events the public page lists, and how far back. */
export const STATUS_HISTORY_DAYS = 30;
export const STATUS_HISTORY_MAX = 20;

/** How long the confirm link of a status subscription works. */
export const STATUS_SUBSCRIPTION_CONFIRM_DAYS = 7;
