import { apiRoutes } from '@maatwerk/contract';
import { api } from '~/lib/api-client.ts';

/** What a call costs, which the form states before it can be sent. */
export const emergencyTermsQuery = {
  queryKey: ['emergency-terms'],
  queryFn: () => api(apiRoutes.getEmergencyTerms, {}),
};

/** The company's calls, which a sent call joins. */
export const companyCallsKey = ['emergency-requests'] as const;
