import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { portalData } from './portal-engine.ts';

/** Runs the fetchers while the portal is on screen and gives its pages the query cache. */
export const PortalDataProvider = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  const { queryClient, engine } = portalData();

  useEffect(() => {
    engine.start({
      currentPath: () => window.location.pathname + window.location.search,
      redirect: (path) => void navigate(path, { replace: true }),
    });
    return () => engine.stop();
  }, [engine, navigate]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
};
