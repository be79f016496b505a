// @vitest-environment happy-dom
import { CONTACT_LIMITS } from '@maatwerk/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm, contactLimits } from './contact-form.tsx';

afterEach(cleanup);

describe('contact form', () => {
  it('uses the limits of the API', () => {
    expect(contactLimits).toMatchObject({
      name: CONTACT_LIMITS.name,
      phone: CONTACT_LIMITS.phone,
      company: CONTACT_LIMITS.company,
      message: CONTACT_LIMITS.message,
    });
  });

  it('names every missing or wrong field on submit, in Dutch', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '/', element: <ContactForm /> }]);
    render(<RouterProvider router={router} />);
    await user.type(screen.getByLabelText('Telefoonnummer (niet verplicht)'), 'bel me');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByText('Naam is verplicht.')).toBeTruthy();
    expect(screen.getByText('E-mailadres is verplicht.')).toBeTruthy();
    expect(screen.getByText('Bericht is verplicht.')).toBeTruthy();
    expect(screen.getByText('Telefoonnummer heeft geen geldige waarde.')).toBeTruthy();
    expect(screen.getByText('Sorry, niet alle velden zijn correct ingevuld.')).toBeTruthy();
  });
});
