// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The panel's code arrives when the test says so, as on a slow connection. */
const network = vi.hoisted(() => ({ arrived: Promise.resolve(), arrive: () => {} }));
vi.mock('./login-panel.tsx', async (importOriginal) => {
  await network.arrived;
  return importOriginal();
});

const session = vi.hoisted(() => ({
  login: vi.fn(async (_email: string, _password: string) => ({ status: 'mfa' as const, token: 'stap-2' })),
  LoginFailure: class extends Error {},
}));
vi.mock('./load-session.ts', () => ({ loadSession: async () => session }));

afterEach(cleanup);

/** The header's button on a fresh page: the panel's code not loaded yet. */
const openPage = async () => {
  vi.resetModules();
  network.arrived = new Promise((resolve) => {
    network.arrive = () => resolve();
  });
  const { AccountButton } = await import('./account-button.tsx');
  const router = createMemoryRouter([
    { path: '/', element: <AccountButton /> },
    { path: '/klantenportaal/wachtwoord-vergeten', element: <h1>Wachtwoord vergeten</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
};

/** Lets the panel's code arrive and waits until the panel has replaced the placeholder. */
const panelArrives = async (placeholderField: HTMLElement) => {
  network.arrive();
  await waitFor(() => expect(placeholderField.isConnected).toBe(false), { timeout: 10_000 });
};

const forgotLink = () =>
  within(screen.getByRole('dialog')).getByRole('link', { name: 'Wachtwoord vergeten?' });

/** Opens the popup and presses (without releasing) "Wachtwoord vergeten?" on the placeholder. */
const pressForgotLinkEarly = async () => {
  const router = await openPage();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Mijn Kodewerk' }));
  const early = forgotLink();
  fireEvent.pointerDown(early);
  return { router, early };
};

describe('the login popup before its code has loaded', () => {
  it('keeps what was typed and where, and the keys after it land in the same field', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Mijn Kodewerk' }));
    const dialog = screen.getByRole('dialog', { name: 'Inloggen' });
    const email = within(dialog).getByLabelText('E-mailadres');
    expect(email).toHaveProperty('autocomplete', 'username');
    expect(within(dialog).getByLabelText('Wachtwoord')).toHaveProperty('autocomplete', 'current-password');
    expect(document.activeElement).toBe(email);
    await user.keyboard('klant@voorbeeld.nl');
    await user.tab();
    await user.keyboard('geh');

    await panelArrives(email);
    const panel = screen.getByRole('dialog', { name: 'Inloggen' });
    expect(within(panel).getByLabelText('E-mailadres')).toHaveProperty('value', 'klant@voorbeeld.nl');
    const password = within(panel).getByLabelText('Wachtwoord');
    expect(password).toHaveProperty('value', 'geh');
    expect(document.activeElement).toBe(password);
    await user.keyboard('eim');
    expect(password).toHaveProperty('value', 'geheim');
  });

  it('sends a login submitted before the panel was there, once it is', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Mijn Kodewerk' }));
    const email = within(screen.getByRole('dialog')).getByLabelText('E-mailadres');
    await user.keyboard('klant@voorbeeld.nl');
    await user.tab();
    await user.keyboard('geheim{Enter}');
    expect(session.login).not.toHaveBeenCalled();

    await panelArrives(email);
    await waitFor(() => expect(session.login).toHaveBeenCalledWith('klant@voorbeeld.nl', 'geheim'));
    expect(await screen.findByLabelText('Authenticatiecode')).toBeTruthy();
  });

  it('follows "Wachtwoord vergeten?" pressed on the placeholder and released on the panel', async () => {
    const { router, early } = await pressForgotLinkEarly();

    await panelArrives(early);
    fireEvent.pointerUp(forgotLink());
    await waitFor(() => expect(router.state.location.pathname).toBe('/klantenportaal/wachtwoord-vergeten'));
  });

  it('does not follow it when the press is released elsewhere on the panel', async () => {
    const { router, early } = await pressForgotLinkEarly();

    await panelArrives(early);
    fireEvent.pointerUp(within(screen.getByRole('dialog')).getByLabelText('E-mailadres'));
    fireEvent.pointerUp(forgotLink());
    expect(router.state.location.pathname).toBe('/');
  });

  it('does not follow it when the press ended before the panel came', async () => {
    const { router, early } = await pressForgotLinkEarly();
    fireEvent.pointerUp(document.body);

    await panelArrives(early);
    fireEvent.pointerUp(forgotLink());
    expect(router.state.location.pathname).toBe('/');
  });
});
