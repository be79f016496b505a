// @vitest-environment happy-dom
import type { StaffHostingPackage } from '@maatwerk/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DomainForm, SubscriptionForm } from './service-forms.tsx';

afterEach(cleanup);

const hostingPackage: StaffHostingPackage = {
  id: 7,
  customer_id: 1,
  name: 'Voorbeeld',
  plan: 'Zakelijk L',
  disk_gb: 50,
  mailboxes: 10,
  monthly_cents: 1995,
  status: 'actief',
  renews_on: '2027-01-01',
  ended_on: null,
};

describe('the service forms of the customer page', () => {
  it('shows the contract’s messages by the fields and sends nothing while they stand', async () => {
    const onSave = vi.fn(async (_body: unknown) => undefined);
    render(<DomainForm packages={[]} labelledBy="x" submitLabel="Toevoegen" onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Domeinnaam'), 'geen domein');
    await user.clear(screen.getByLabelText('Nameservers'));
    await user.type(screen.getByLabelText('Nameservers'), 'ns1.kodewerk.nl');
    await user.clear(screen.getByLabelText('Verloopdatum'));
    await user.type(screen.getByLabelText('Verloopdatum'), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Vul een geldige domeinnaam in, zoals voorbeeld.nl.')).toBeTruthy();
    expect(screen.getByText('Vul minimaal 2 nameservers in.')).toBeTruthy();
    expect(screen.getByText('Verloopdatum moet na de registratiedatum liggen.')).toBeTruthy();
    expect(screen.getByLabelText('Nameservers').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the body the API takes: nameservers one a line as a list, the package as its id', async () => {
    const onSave = vi.fn(async (_body: unknown) => undefined);
    render(<DomainForm packages={[hostingPackage]} labelledBy="x" submitLabel="Toevoegen" onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Domeinnaam'), 'Nieuw-Domein.nl');
    await user.clear(screen.getByLabelText('Nameservers'));
    await user.type(screen.getByLabelText('Nameservers'), 'ns1.kodewerk.nl{Enter}ns2.kodewerk.nl{Enter}');
    await user.selectOptions(screen.getByLabelText(/Hostingpakket/), 'Voorbeeld (Zakelijk L)');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      name: 'Nieuw-Domein.nl',
      nameservers: ['ns1.kodewerk.nl', 'ns2.kodewerk.nl'],
      locked: true,
      auto_renew: true,
      hosting_package_id: 7,
    });
    // Added: the form starts empty again.
    await waitFor(() => expect((screen.getByLabelText('Domeinnaam') as HTMLInputElement).value).toBe(''));
  });

  it('checks amounts and the VAT rate of a subscription as the API does', async () => {
    const onSave = vi.fn(async (_body: unknown) => undefined);
    render(<SubscriptionForm labelledBy="x" submitLabel="Toevoegen" onSave={onSave} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Omschrijving'), 'Onderhoud');
    await user.type(screen.getByLabelText('Bedrag in euro’s'), '45 euro');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Bedrag: vul een bedrag in euro’s in, zoals 95,00.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Bedrag in euro’s'));
    await user.type(screen.getByLabelText('Bedrag in euro’s'), '1.663,75');
    await user.selectOptions(screen.getByLabelText('Btw-tarief'), '9%');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      description: 'Onderhoud',
      interval: 'month',
      amount_cents: 166375,
      vat_rate: '9',
      next_invoice_on: '',
    });
  });
});
