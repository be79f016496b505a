import { useCallback, useEffect, useState } from 'react';

export interface StaffData<T> {
  state: 'loading' | 'ready' | 'error';
  data: T | undefined;
  isFetching: boolean;
  reload: () => Promise<void>;
  /** Puts a fresh answer in place, e.g. what a write returned. */
  set: (data: T) => void;
}

/** Loads back-office data in the browser and loads it again on request. */
export const useStaffData = <T>(load: () => Promise<T>, key: string): StaffData<T> => {
  const [data, setData] = useState<T | undefined>(undefined);
  const [state, setState] = useState<StaffData<T>['state']>('loading');
  const [isFetching, setFetching] = useState(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when to load again
  const reload = useCallback(async () => {
    setFetching(true);
    try {
      setData(await load());
      setState('ready');
    } catch {
      setState((current) => (current === 'ready' ? current : 'error'));
    } finally {
      setFetching(false);
    }
  }, [key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { state, data, isFetching, reload, set: setData };
};
