import {
  DomainBody,
  HostingPackageBody,
  ServerBody,
  type StaffDomain,
  type StaffHostingPackage,
  type StaffServer,
  type StaffSubscription,
  SubscriptionBody,
  serverStatuses,
  subscriptionIntervalLabels,
  subscriptionIntervals,
} from '@maatwerk/contract';
import { centsToEuros, eurosToCents, vatRates, vatRateTable } from '@maatwerk/contract/constants';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { bodySchema } from '~/components/form/body-schema.ts';
import {
  CheckboxField,
  RulesForm,
  SelectField,
  TextareaField,
  TextField,
  useRulesForm,
} from '~/components/form/index.ts';

/**
 * The forms that add or change a customer's domain, server, hosting package or subscription. Each
 * is judged by the contract's schema (through the zod resolver), so the form shows the API's Dutch
 * messages by the fields; whatever the API still refuses shows by its field too.
 */

const today = () => new Date().toISOString().slice(0, 10);
const inYears = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return date.toISOString().slice(0, 10);
};
const euros = (amount: number | undefined) => (amount === undefined ? '' : centsToEuros(amount));
/** An amount typed in euros as cents; what is no amount goes as typed, for the contract's message. */
const cents = (typed: string) => eurosToCents(typed) ?? typed;

export interface ServiceFormProps<Item, Body> {
  /** The service to change; without it the form adds one. */
  item?: Item;
  /** The id of the heading that names the form. */
  labelledBy: string;
  submitLabel: string;
  onSave: (body: Body) => Promise<unknown>;
}

/**
 * The props of a service form's RulesForm: saves the body and, when it added something, starts
 * empty again; a form that changed something keeps what was saved.
 */
const useServiceForm = <V extends FieldValues, Body>(
  { item, labelledBy, submitLabel, onSave }: ServiceFormProps<unknown, Body>,
  defaults: V,
  schema: ReturnType<typeof bodySchema>,
  toBody: (values: V) => Body,
) => {
  const form = useRulesForm<V>({ defaultValues: defaults as DefaultValues<V>, schema });
  const onSubmit = async (values: V) => {
    await onSave(toBody(values));
    if (!item) form.reset(defaults as DefaultValues<V>);
    else form.reset(values, { keepIsSubmitted: true });
  };
  return {
    form,
    onSubmit,
    'aria-labelledby': labelledBy,
    submitLabel,
    busyLabel: 'Bezig met opslaan…',
  };
};

// Domains

interface DomainValues {
  name: string;
  nameservers: string;
  locked: boolean;
  auto_renew: boolean;
  registered_on: string;
  expires_on: string;
  hosting_package_id: string;
}

const domainBody = (values: DomainValues): DomainBody => ({
  name: values.name,
  nameservers: values.nameservers
    .split(/[\s,]+/)
    .map((host) => host.trim())
    .filter(Boolean),
  locked: values.locked,
  auto_renew: values.auto_renew,
  registered_on: values.registered_on,
  expires_on: values.expires_on,
  hosting_package_id: values.hosting_package_id ? Number(values.hosting_package_id) : null,
});
const domainSchema = bodySchema(DomainBody, { toBody: domainBody });

export const DomainForm = ({
  packages,
  ...props
}: ServiceFormProps<StaffDomain, DomainBody> & { packages: StaffHostingPackage[] }) => {
  const { item } = props;
  const defaults: DomainValues = {
    name: item?.name ?? '',
    nameservers: (item?.nameservers ?? ['ns1.kodewerk.nl', 'ns2.kodewerk.nl']).join('\n'),
    locked: item?.locked ?? true,
    auto_renew: item?.auto_renew ?? true,
    registered_on: item?.registered_on ?? today(),
    expires_on: item?.expires_on ?? inYears(1),
    hosting_package_id: item?.hosting_package_id ? String(item.hosting_package_id) : '',
  };
  const formProps = useServiceForm(props, defaults, domainSchema, domainBody);
  return (
    <RulesForm {...formProps}>
      <TextField
        name="name"
        label="Domeinnaam"
        hint="Zoals voorbeeld.nl."
        autoComplete="off"
        spellCheck={false}
      />
      <TextareaField
        name="nameservers"
        label="Nameservers"
        hint="Eén per regel, minimaal twee."
        rows={3}
        spellCheck={false}
      />
      <TextField name="registered_on" label="Registratiedatum" type="date" />
      <TextField name="expires_on" label="Verloopdatum" type="date" />
      <SelectField
        name="hosting_package_id"
        label="Hostingpakket"
        optional
        placeholder="Geen"
        options={packages
          .filter((pkg) => pkg.ended_on === null || pkg.id === item?.hosting_package_id)
          .map((pkg) => ({ value: String(pkg.id), label: `${pkg.name} (${pkg.plan})` }))}
      />
      <CheckboxField name="locked" label="Verhuisslot">
        Verhuisslot aan (de domeinnaam kan niet zomaar worden verhuisd)
      </CheckboxField>
      <CheckboxField name="auto_renew" label="Automatisch verlengen">
        Automatisch verlengen
      </CheckboxField>
    </RulesForm>
  );
};

// Servers

interface ServerValues {
  hostname: string;
  ip_address: string;
  operating_system: string;
  cpu_cores: string;
  memory_gb: string;
  disk_gb: string;
  location: string;
  status: (typeof serverStatuses)[number];
  monthly: string;
}

const serverBody = ({ monthly, ...values }: ServerValues): ServerBody => ({
  ...values,
  monthly_cents: cents(monthly),
});
const serverSchema = bodySchema(ServerBody, { toBody: serverBody, fields: { monthly_cents: 'monthly' } });
const serverStatusLabels: Record<(typeof serverStatuses)[number], string> = {
  actief: 'Actief',
  onderhoud: 'Onderhoud',
  uit: 'Uit',
};

export const ServerForm = (props: ServiceFormProps<StaffServer, ServerBody>) => {
  const { item } = props;
  const defaults: ServerValues = {
    hostname: item?.hostname ?? '',
    ip_address: item?.ip_address ?? '',
    operating_system: item?.operating_system ?? 'Debian 12',
    cpu_cores: String(item?.cpu_cores ?? 2),
    memory_gb: String(item?.memory_gb ?? 4),
    disk_gb: String(item?.disk_gb ?? 80),
    location: item?.location ?? 'Amsterdam',
    status: item?.status ?? 'actief',
    monthly: euros(item?.monthly_cents),
  };
  const formProps = useServiceForm(props, defaults, serverSchema, serverBody);
  return (
    <RulesForm {...formProps}>
      <TextField
        name="hostname"
        label="Hostnaam"
        hint="Zoals web1.voorbeeld.nl."
        autoComplete="off"
        spellCheck={false}
      />
      <TextField name="ip_address" label="IP-adres" autoComplete="off" spellCheck={false} />
      <TextField name="operating_system" label="Besturingssysteem" />
      <TextField name="cpu_cores" label="Processorkernen" inputMode="numeric" />
      <TextField name="memory_gb" label="Geheugen (GB)" inputMode="numeric" />
      <TextField name="disk_gb" label="Schijfruimte (GB)" inputMode="numeric" />
      <TextField name="location" label="Locatie" />
      <SelectField
        name="status"
        label="Status"
        options={serverStatuses.map((status) => ({ value: status, label: serverStatusLabels[status] }))}
      />
      <TextField
        name="monthly"
        label="Maandprijs in euro’s"
        hint="Exclusief btw, zoals 25,00."
        inputMode="decimal"
      />
    </RulesForm>
  );
};

// Hosting packages

interface PackageValues {
  name: string;
  plan: string;
  disk_gb: string;
  mailboxes: string;
  monthly: string;
  renews_on: string;
}

const packageBody = ({ monthly, ...values }: PackageValues): HostingPackageBody => ({
  ...values,
  monthly_cents: cents(monthly),
});
const packageSchema = bodySchema(HostingPackageBody, {
  toBody: packageBody,
  fields: { monthly_cents: 'monthly' },
});

export const HostingPackageForm = (props: ServiceFormProps<StaffHostingPackage, HostingPackageBody>) => {
  const { item } = props;
  const defaults: PackageValues = {
    name: item?.name ?? '',
    plan: item?.plan ?? '',
    disk_gb: String(item?.disk_gb ?? 10),
    mailboxes: String(item?.mailboxes ?? 5),
    monthly: euros(item?.monthly_cents),
    renews_on: item?.renews_on ?? inYears(1),
  };
  const formProps = useServiceForm(props, defaults, packageSchema, packageBody);
  return (
    <RulesForm {...formProps}>
      <TextField name="name" label="Naam" hint="Zoals de website waarvoor het pakket is." />
      <TextField name="plan" label="Pakket" hint="Zoals Basis, Plus of Pro." />
      <TextField name="disk_gb" label="Schijfruimte (GB)" inputMode="numeric" />
      <TextField name="mailboxes" label="Mailboxen" inputMode="numeric" />
      <TextField
        name="monthly"
        label="Maandprijs in euro’s"
        hint="Exclusief btw, zoals 9,95."
        inputMode="decimal"
      />
      <TextField name="renews_on" label="Verlengdatum" type="date" />
    </RulesForm>
  );
};

// Subscriptions

interface SubscriptionValues {
  description: string;
  interval: (typeof subscriptionIntervals)[number];
  amount: string;
  vat_rate: string;
  started_on: string;
  next_invoice_on: string;
  auto_send: boolean;
}

const subscriptionBody = ({ amount, ...values }: SubscriptionValues): SubscriptionBody => ({
  ...values,
  amount_cents: cents(amount),
});
const subscriptionSchema = bodySchema(SubscriptionBody, {
  toBody: subscriptionBody,
  fields: { amount_cents: 'amount' },
});

export const SubscriptionForm = (props: ServiceFormProps<StaffSubscription, SubscriptionBody>) => {
  const { item } = props;
  const defaults: SubscriptionValues = {
    description: item?.description ?? '',
    interval: item?.interval ?? 'month',
    amount: euros(item?.amount_cents),
    vat_rate: String(item?.vat_rate ?? vatRateTable.standard),
    started_on: item?.started_on ?? today(),
    next_invoice_on: item?.next_invoice_on ?? '',
    auto_send: item?.auto_send ?? false,
  };
  const formProps = useServiceForm(props, defaults, subscriptionSchema, subscriptionBody);
  return (
    <RulesForm {...formProps}>
      <TextField name="description" label="Omschrijving" />
      <SelectField
        name="interval"
        label="Termijn"
        options={subscriptionIntervals.map((interval) => ({
          value: interval,
          label: subscriptionIntervalLabels[interval],
        }))}
      />
      <TextField
        name="amount"
        label="Bedrag in euro’s"
        hint="Per termijn, exclusief btw, zoals 45,00."
        inputMode="decimal"
      />
      <SelectField
        name="vat_rate"
        label="Btw-tarief"
        options={vatRates.map((rate) => ({ value: String(rate), label: `${rate}%` }))}
      />
      <TextField name="started_on" label="Startdatum" type="date" />
      <TextField name="next_invoice_on" label="Volgende factuurdatum" type="date" optional />
      <CheckboxField
        name="auto_send"
        label="Factuur meteen versturen"
        hint="Aan: de factuur van elke termijn gaat op de factuurdatum naar de klant. Uit: hij staat klaar als concept bij Facturen."
        optional
      />
    </RulesForm>
  );
};
