// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form.tsx';

afterEach(cleanup);

describe('contact form', () => {
  it("names every missing or wrong field on submit, in the API's Dutch words", async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/', element: <ContactForm /> }]);
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText('Telefoonnummer (niet verplicht)'), 'bel me');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    // The schema loads with the first submit.
    expect(await screen.findByText('Naam is verplicht.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('E-mailadres is verplicht.')).toBeTruthy();
    expect(screen.getByText('Bericht is verplicht.')).toBeTruthy();
    expect(screen.getByText('Vul een geldig telefoonnummer in.')).toBeTruthy();
    expect(screen.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeTruthy();
  });

  it('judges lengths as the API does', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/', element: <ContactForm /> }]);
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText('Naam'), 'A');
    await user.type(screen.getByLabelText('E-mailadres'), 'geen-adres');
    await user.type(screen.getByLabelText('Bericht'), 'kort');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Naam moet tussen de 2 en 100 tekens bevatten.')).toBeTruthy();
    expect(screen.getByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(screen.getByText('Bericht moet tussen de 10 en 5000 tekens bevatten.')).toBeTruthy();
  });
});
