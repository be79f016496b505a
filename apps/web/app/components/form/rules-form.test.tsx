// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  CheckboxField,
  RulesForm,
  TextareaField,
  TextField,
  useRulesForm,
  useRulesFormState,
} from './index.ts';

afterEach(cleanup);

interface Values {
  email: string;
  message: string;
  terms: boolean;
}

const StateProbe = () => {
  const { submitted, loading, complete, invalid } = useRulesFormState();
  return <output data-testid="state">{JSON.stringify({ submitted, loading, complete, invalid })}</output>;
};

const ContactLike = ({
  onSubmit,
  locale,
}: {
  onSubmit: (values: Values) => unknown;
  locale?: 'nl' | 'en';
}) => {
  const form = useRulesForm<Values>({ defaultValues: { email: '', message: '', terms: false } });
  return (
    <RulesForm form={form} onSubmit={onSubmit} locale={locale} busyLabel="Bezig...">
      <TextField name="email" label="E-mailadres" rules="required|email" type="email" />
      <TextareaField name="message" label="Bericht" rules="required|length:10,500" />
      <CheckboxField name="terms" label="Voorwaarden" rules="accepted" />
      <StateProbe />
    </RulesForm>
  );
};

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}');

describe('RulesForm', () => {
  it('shows no message before the first submit', async () => {
    const user = userEvent.setup();
    render(<ContactLike onSubmit={vi.fn()} />);
    await user.type(screen.getByLabelText('E-mailadres'), 'jan');
    await user.tab();
    expect(screen.queryByText('Vul een geldig e-mailadres in.')).toBeNull();
    expect(screen.getByLabelText('E-mailadres').getAttribute('aria-invalid')).toBeNull();
  });

  it('on submit: messages tied to their fields, focus on the first, the incomplete message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ContactLike onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    const email = screen.getByLabelText('E-mailadres');
    const required = await screen.findByText('E-mailadres is verplicht.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(required.id);
    expect(screen.getByText('Bericht is verplicht.')).toBeTruthy();
    expect(screen.getByText('Voorwaarden moet worden geaccepteerd.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Sorry, niet alle velden zijn correct ingevuld.');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(state()).toMatchObject({ submitted: true, invalid: true, complete: false });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('after a submit, messages follow typing', async () => {
    const user = userEvent.setup();
    render(<ContactLike onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await screen.findByText('E-mailadres is verplicht.');
    await user.type(screen.getByLabelText('E-mailadres'), 'jan@');
    await screen.findByText('Vul een geldig e-mailadres in.');
    await user.type(screen.getByLabelText('E-mailadres'), 'voorbeeld.nl');
    await waitFor(() => expect(screen.queryByText('Vul een geldig e-mailadres in.')).toBeNull());
  });

  it('disables the form while the handler runs, then is complete', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ContactLike onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('E-mailadres'), 'jan@voorbeeld.nl');
    await user.type(screen.getByLabelText('Bericht'), 'Graag een offerte voor een app.');
    await user.click(screen.getByLabelText('Voorwaarden'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));

    const busy = await screen.findByRole('button', { name: 'Bezig...' });
    expect(busy.closest('fieldset')?.disabled).toBe(true);
    expect(state()).toMatchObject({ loading: true, complete: false });
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'jan@voorbeeld.nl',
      message: 'Graag een offerte voor een app.',
      terms: true,
    });
    await act(async () => finish());
    await waitFor(() => expect(state()).toMatchObject({ loading: false, complete: true, invalid: false }));
    expect(screen.getByRole('button', { name: 'Versturen' }).closest('fieldset')?.disabled).toBe(false);
  });

  it('an API error shows its message and its field messages', async () => {
    const user = userEvent.setup();
    const apiError = Object.assign(new Error('x'), {
      status: 422,
      body: {
        statusCode: 422,
        error: 'validation_failed',
        message: 'Niet alle velden zijn goed ingevuld.',
        fields: { email: 'Dit e-mailadres kan geen post ontvangen.' },
      },
    });
    render(<ContactLike onSubmit={() => Promise.reject(apiError)} />);
    await user.type(screen.getByLabelText('E-mailadres'), 'jan@voorbeeld.nl');
    await user.type(screen.getByLabelText('Bericht'), 'Graag een offerte voor een app.');
    await user.click(screen.getByLabelText('Voorwaarden'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await screen.findByText('Dit e-mailadres kan geen post ontvangen.');
    expect(screen.getByLabelText('E-mailadres').getAttribute('aria-invalid')).toBe('true');
    expect(state()).toMatchObject({ complete: false, loading: false });
  });

  it('any other failure gives the general message', async () => {
    const user = userEvent.setup();
    render(<ContactLike onSubmit={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await user.type(screen.getByLabelText('E-mailadres'), 'jan@voorbeeld.nl');
    await user.type(screen.getByLabelText('Bericht'), 'Graag een offerte voor een app.');
    await user.click(screen.getByLabelText('Voorwaarden'));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Het versturen is niet gelukt. Probeer het opnieuw.',
      ),
    );
  });

  it('speaks English with locale="en"', async () => {
    const user = userEvent.setup();
    render(<ContactLike onSubmit={vi.fn()} locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('E-mailadres is required.');
    expect(screen.getByRole('alert').textContent).toBe('Form incomplete.');
  });
});

const Titled = ({ onSubmit }: { onSubmit: (values: { title: string }) => unknown }) => {
  const form = useRulesForm<{ title: string }>({
    defaultValues: { title: '' },
    schema: z.object({ title: z.string().min(1, 'Titel is verplicht.') }),
  });
  return (
    <RulesForm form={form} onSubmit={onSubmit} busyLabel="Bezig...">
      <TextField name="title" label="Titel" />
    </RulesForm>
  );
};

describe('RulesForm on a contract schema', () => {
  it('an API error without field messages shows its message', async () => {
    const user = userEvent.setup();
    const expired = Object.assign(new Error('x'), {
      status: 401,
      body: { statusCode: 401, error: 'unauthorized', message: 'Je sessie is verlopen. Log opnieuw in.' },
    });
    render(<Titled onSubmit={() => Promise.reject(expired)} />);
    await user.type(screen.getByLabelText('Titel'), 'Zoekfunctie');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Je sessie is verlopen. Log opnieuw in.'),
    );
    // Fields are judged again as they change; the answer of the last submit stays until the next.
    await user.type(screen.getByLabelText('Titel'), ' op artikelnummer');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('alert').textContent).toBe('Je sessie is verlopen. Log opnieuw in.');
  });
});
