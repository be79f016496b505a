import { ApiRequestError, type AuditQuery, apiRoutes } from '@maatwerk/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffApi } from '~/features/beheer-shell/index.ts';

const membersKey = ['staff-members'] as const;
const auditKey = ['staff-audit'] as const;

/** Everyone who works here: the staff page, and the choice of a person in the audit log's filters. */
export const useStaffMembers = () =>
  useQuery({ queryKey: membersKey, queryFn: () => staffApi(apiRoutes.staffListMembers, {}) });

/**
 * After a change to a staff member: the list is read again (the promise settles once it is there),
 * and the audit log, which has a line for it, is marked stale.
 */
export const useMembersChanged = () => {
  const queryClient = useQueryClient();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: auditKey });
    await queryClient.invalidateQueries({ queryKey: membersKey });
  };
};

/** A page of the audit log for the filters; the last page stays on screen while the next loads. */
export const useAuditLog = (query: AuditQuery) =>
  useQuery({
    queryKey: [...auditKey, query],
    queryFn: () => staffApi(apiRoutes.staffListAudit, { query }),
    placeholderData: keepPreviousData,
  });

/** Filters the API refused (a date that is no date, an end before the start): its message, for people. */
export const refusedFilters = (error: unknown): string | null =>
  error instanceof ApiRequestError && error.status === 422 && error.body
    ? (Object.values(error.body.fields ?? {})[0] ?? error.body.message)
    : null;
