// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientStore } from '~/lib/client-store.ts';
import { forgetAllDrafts } from './form-draft.ts';
import { RulesForm, TextareaField, useRulesForm } from './index.ts';

const loggedInAs = (email: string) =>
  clientStore
    .getState()
    .set({ userData: { first_name: 'Jan', last_name: 'de Vries', email, company: null } });

/** Past the input debounce, so that whatever follows a change has run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const Letter = ({ onSent }: { onSent?: () => void }) => {
  const form = useRulesForm<{ letter: string }>({ defaultValues: { letter: '' }, draft: 'brief' });
  return (
    <RulesForm
      form={form}
      onSubmit={() => {
        form.reset();
        onSent?.();
      }}
    >
      <TextareaField name="letter" label="Brief" rules="required" />
    </RulesForm>
  );
};

beforeEach(() => loggedInAs('klant@voorbeeld.nl'));
afterEach(() => {
  cleanup();
  forgetAllDrafts();
  clientStore.getState().set({ userData: null });
});

describe('a form with a draft', () => {
  it('gives back what was typed when it opens again, for the same person', async () => {
    const user = userEvent.setup();
    const first = render(<Letter />);
    await user.type(screen.getByLabelText('Brief'), 'Een lange tekst');
    first.unmount();
    render(<Letter />);
    expect(screen.getByLabelText('Brief')).toHaveProperty('value', 'Een lange tekst');
  });

  it('resets to the defaults of the form, not to the draft it opened with', async () => {
    const user = userEvent.setup();
    const first = render(<Letter />);
    await user.type(screen.getByLabelText('Brief'), 'Een concept');
    first.unmount();
    render(<Letter />);
    expect(screen.getByLabelText('Brief')).toHaveProperty('value', 'Een concept');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await settle();
    expect(screen.getByLabelText('Brief')).toHaveProperty('value', '');
    cleanup();
    render(<Letter />);
    expect(screen.getByLabelText('Brief')).toHaveProperty('value', '');
  });

  it('is not shown to someone else who logs in in the same tab', async () => {
    const user = userEvent.setup();
    const first = render(<Letter />);
    await user.type(screen.getByLabelText('Brief'), 'Vertrouwelijk');
    first.unmount();
    loggedInAs('financieel@voorbeeld.nl');
    render(<Letter />);
    expect(screen.getByLabelText('Brief')).toHaveProperty('value', '');
  });

  it('is forgotten once sent, and at logout', async () => {
    const user = userEvent.setup();
    const sent = render(<Letter />);
    await user.type(screen.getByLabelText('Brief'), 'Verstuurd');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await settle();
    sent.unmount();
    const afterSending = render(<Letter />);
    expect(screen.getByLabelText('Brief')).toHaveProperty('value', '');
    await user.type(screen.getByLabelText('Brief'), 'Nog niet verstuurd');
    afterSending.unmount();
    forgetAllDrafts();
    render(<Letter />);
    expect(screen.getByLabelText('Brief')).toHaveProperty('value', '');
  });
});
