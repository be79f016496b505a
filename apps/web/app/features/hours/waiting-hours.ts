import { HOURS_TEAM } from '@maatwerk/contract/constants';
import { useClientStore } from '~/lib/client-store.ts';
import { useBillableHours } from './hours-api.ts';

export interface WaitingHours {
  minutes: number;
  entries: number;
  /** The page of the oldest waiting entry's month, where they are answered. */
  link: string;
}

/** The page of the hours of one month, JJJJ-MM. */
const hoursPageOf = (month: string) => `/klantenportaal/facturen/uren?maand=${month}`;

/**
 * The submitted hours still waiting for an answer, for the team members who answer them; undefined
 * while they load, when none wait, or for a role that does not answer hours (the API would say 403).
 */
export const useWaitingHours = (): WaitingHours | undefined => {
  const role = useClientStore((state) => state.userData?.team_role);
  const mayAnswer = role !== undefined && HOURS_TEAM.includes(role);
  const hours = useBillableHours({ state: 'ingediend' }, mayAnswer);
  const waiting = mayAnswer ? hours.data : undefined;
  // Newest first: the last is the oldest.
  const oldest = waiting?.at(-1);
  if (!waiting || !oldest) return undefined;
  return {
    minutes: waiting.reduce((sum, hour) => sum + hour.minutes, 0),
    entries: waiting.length,
    link: hoursPageOf(oldest.worked_on.slice(0, 7)),
  };
};
