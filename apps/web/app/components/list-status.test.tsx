// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryListStatus } from './list-status.tsx';

afterEach(cleanup);

/** A list whose answers the test gives, one a call: a list of names, or an Error to fail. */
const List = ({ answers }: { answers: (string[] | Error)[] }) => {
  const query = useQuery({
    queryKey: ['names'],
    queryFn: async () => {
      const answer = answers.shift() ?? new Error('no answer left');
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return (
    <QueryListStatus query={query} failure="De namen konden niet worden geladen.">
      {(names) => (
        <>
          <ul>
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <button type="button" onClick={() => void query.refetch()}>
            Vernieuwen
          </button>
        </>
      )}
    </QueryListStatus>
  );
};

const show = (answers: (string[] | Error)[]) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <List answers={answers} />
    </QueryClientProvider>,
  );

describe('a back-office list loaded with TanStack Query', () => {
  it('says it is busy, then shows the list', async () => {
    show([['Jansen Webdesign']]);
    expect(screen.getByText('Bezig met laden…').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Jansen Webdesign')).toBeTruthy();
    expect(screen.queryByText('Bezig met laden…')).toBeNull();
  });

  it('says what failed with a retry that loads it', async () => {
    show([new Error('down'), ['Jansen Webdesign']]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('De namen konden niet worden geladen.');
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Jansen Webdesign')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a loaded list on screen when fetching it again fails', async () => {
    show([['Jansen Webdesign'], new Error('down')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Vernieuwen' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Jansen Webdesign')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
