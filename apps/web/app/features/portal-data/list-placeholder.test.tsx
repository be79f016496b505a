// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListPlaceholder, PlaceholderListStatus } from './list-placeholder.tsx';

afterEach(cleanup);

const status = {
  isFetching: true,
  retry: () => undefined,
  failure: 'De facturen konden niet worden geladen.',
};

describe('a list while it loads', () => {
  it('has the given number of rows, hidden from assistive technology, and a busy region with its label', () => {
    const { container, getByText } = render(<ListPlaceholder rows={4} label="Facturen worden geladen…" />);
    const region = container.firstElementChild;
    expect(region?.getAttribute('aria-busy')).toBe('true');
    expect(getByText('Facturen worden geladen…').className).toBe('visually-hidden');
    const rows = container.querySelectorAll('[aria-hidden="true"]');
    expect(rows).toHaveLength(4);
  });

  it('shows the placeholder while loading, the error with its retry after a failure, the list once loaded', () => {
    const placeholder = <p>placeholder</p>;
    const loading = render(
      <PlaceholderListStatus {...status} state="loading" placeholder={placeholder}>
        list
      </PlaceholderListStatus>,
    );
    expect(loading.container.textContent).toBe('placeholder');
    cleanup();
    const failed = render(
      <PlaceholderListStatus {...status} state="error" isFetching={false} placeholder={placeholder}>
        list
      </PlaceholderListStatus>,
    );
    expect(failed.getByRole('alert').textContent).toContain('De facturen konden niet worden geladen.');
    expect(failed.getByRole('button').textContent).toBe('Opnieuw proberen');
    cleanup();
    const ready = render(
      <PlaceholderListStatus {...status} state="ready" placeholder={placeholder}>
        list
      </PlaceholderListStatus>,
    );
    expect(ready.container.textContent).toBe('list');
  });
});
