import {
  ApiRequestError,
  apiRoutes,
  CreateStatusEventBody,
  EditStatusEventBody,
  OPERATIONS,
  type StaffStatusEvent,
  type StaffStatusResource,
  StatusUpdateBody,
} from '@maatwerk/contract';
import {
  type StatusEventKind,
  type StatusEventState,
  statesOfKind,
  statusEventKindLabels,
  statusEventKinds,
  statusEventStateLabels,
  statusImpactLabels,
  statusImpacts,
  statusResourceTypeLabels,
  statusServiceLabels,
  statusServices,
} from '@maatwerk/contract/constants';
import { useEffect, useId, useState } from 'react';
import styles from '~/components/beheer-page.module.css';
import { bodySchema } from '~/components/form/body-schema.ts';
import { RulesForm, SelectField, TextareaField, TextField, useRulesForm } from '~/components/form/index.ts';
import { QueryListStatus } from '~/components/list-status.tsx';
import { staffApi, useStaffCan } from '~/features/beheer-shell/index.ts';
import { StatusEventView } from '~/features/status/index.ts';
import { formatDateTime } from '~/lib/format.ts';
import own from './beheer-status.module.css';
import { useStatusEvents, useStatusEventsChanged, useStatusResources } from './status-events-api.ts';

interface EventValues {
  kind: StatusEventKind;
  title: string;
  impact: string;
  state: string;
  starts_at: string;
  planned_end_at: string;
  message: string;
  services: string[];
  resources: string[];
}

/** 'YYYY-MM-DDTHH:mm' of a datetime-local field, in the browser's time zone, as ISO with offset. */
const isoOf = (local: string) => {
  if (!local) return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

const localNow = () => {
  const now = new Date();
  now.setSeconds(0, 0);
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const byCustomer = (resources: StaffStatusResource[]) => {
  const groups = new Map<number, { name: string; items: StaffStatusResource[] }>();
  for (const resource of resources) {
    const group = groups.get(resource.customer.id) ?? { name: resource.customer.name, items: [] };
    group.items.push(resource);
    groups.set(resource.customer.id, group);
  }
  return [...groups.entries()];
};

/** An ISO time as a datetime-local value in the browser's time zone. */
const localOf = (iso: string) => {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const refsOf = (values: string[]) =>
  values.map((value) => {
    const [type, id] = value.split(':');
    return { type, id: Number(id) };
  });

/** What may change of an event, as the API takes it. */
const factsOf = (values: EventValues) => ({
  title: values.title,
  impact: values.impact,
  starts_at: isoOf(values.starts_at),
  planned_end_at: isoOf(values.planned_end_at) || null,
  services: values.services,
  resources: values.kind === 'storing' ? refsOf(values.resources) : [],
});

/** A new event as the API takes it. */
const newEventOf = (values: EventValues) => ({
  ...factsOf(values),
  kind: values.kind,
  state: values.state,
  message: values.message,
});

const newEventSchema = bodySchema(CreateStatusEventBody, { toBody: newEventOf });
const factsSchema = bodySchema(EditStatusEventBody, { toBody: factsOf });

/** A new event, or (with `event`) the facts of a posted one: title, services, impact, times, resources. */
const EventForm = ({
  resources,
  event,
  onSaved,
}: {
  resources: StaffStatusResource[];
  event?: StaffStatusEvent;
  onSaved: (event: StaffStatusEvent) => void;
}) => {
  const headingId = useId();
  const servicesId = useId();
  const resourcesId = useId();
  const form = useRulesForm<EventValues>({
    defaultValues: event
      ? {
          kind: event.kind,
          title: event.title,
          impact: event.impact,
          state: event.state,
          starts_at: localOf(event.starts_at),
          planned_end_at: event.planned_end_at ? localOf(event.planned_end_at) : '',
          message: '',
          services: [...event.services],
          resources: event.resources.map((resource) => `${resource.type}:${resource.id}`),
        }
      : {
          kind: 'storing',
          title: '',
          impact: 'gedeeltelijk',
          state: 'onderzoek',
          starts_at: localNow(),
          planned_end_at: '',
          message: '',
          services: [],
          resources: [],
        },
    schema: event ? factsSchema : newEventSchema,
  });
  const kind = form.watch('kind');
  // A state of the other kind makes no sense: the first state of the chosen kind instead.
  useEffect(() => {
    if (event) return;
    const state = form.getValues('state') as StatusEventState;
    if (!statesOfKind[kind].includes(state)) form.setValue('state', statesOfKind[kind][0] ?? '');
    if (kind === 'onderhoud') form.setValue('impact', 'geen');
  }, [kind, form, event]);
  const errors = form.formState.errors;
  const listMessage = (name: 'services' | 'resources') =>
    errors[name]?.message ??
    Object.values((errors[name] as Record<string, { message?: string }> | undefined) ?? {}).find(
      (entry) => entry?.message,
    )?.message;
  const fields = (
    <RulesForm
      form={form}
      {...(event ? { 'aria-label': `Melding wijzigen: ${event.title}` } : { 'aria-labelledby': headingId })}
      className={own.form}
      submitLabel={event ? 'Wijzigingen opslaan' : 'Melding plaatsen'}
      busyLabel={event ? 'Bezig met opslaan…' : 'Bezig met plaatsen…'}
      onSubmit={async (values) => {
        if (event) {
          const body = EditStatusEventBody.parse(factsOf(values));
          onSaved(await staffApi(apiRoutes.staffEditStatusEvent, { params: { id: event.id }, body }));
          return;
        }
        const body = CreateStatusEventBody.parse(newEventOf(values));
        onSaved(await staffApi(apiRoutes.staffCreateStatusEvent, { body }));
        form.reset({ ...form.getValues(), title: '', message: '', resources: [] });
      }}
    >
      {!event && (
        <SelectField
          name="kind"
          label="Soort"
          options={statusEventKinds.map((value) => ({ value, label: statusEventKindLabels[value] }))}
        />
      )}
      <TextField name="title" label="Titel" />
      <fieldset className={own.group} aria-describedby={listMessage('services') ? servicesId : undefined}>
        <legend>Diensten</legend>
        <div className={own.choices}>
          {statusServices.map((service) => (
            <label key={service} className={own.choice}>
              <input type="checkbox" value={service} {...form.register('services')} />
              {statusServiceLabels[service]}
            </label>
          ))}
        </div>
        <p id={servicesId} className={own.error}>
          {listMessage('services')}
        </p>
      </fieldset>
      <SelectField
        name="impact"
        label="Gevolgen"
        options={statusImpacts.map((value) => ({ value, label: statusImpactLabels[value] }))}
      />
      {!event && (
        <SelectField
          name="state"
          label="Status"
          options={statesOfKind[kind].map((value) => ({ value, label: statusEventStateLabels[value] }))}
        />
      )}
      <TextField name="starts_at" label="Begin" type="datetime-local" />
      <TextField name="planned_end_at" label="Verwacht einde" type="datetime-local" optional />
      {!event && <TextareaField name="message" label="Toelichting voor de statuspagina" rows={4} />}
      {kind === 'storing' && (
        <fieldset className={own.group} aria-describedby={listMessage('resources') ? resourcesId : undefined}>
          <legend>Geraakte diensten van klanten</legend>
          <p className={styles.meta}>
            Deze klanten zien de storing op hun dashboard en krijgen een e-mail bij begin en oplossing.
          </p>
          {resources.length === 0 ? (
            <p className={styles.meta}>Er zijn geen actieve diensten van klanten.</p>
          ) : (
            <div className={own.resourceList}>
              {byCustomer(resources).map(([customerId, group]) => (
                <fieldset key={customerId} className={own.customer}>
                  <legend>{group.name}</legend>
                  {group.items.map((resource) => (
                    <label key={`${resource.type}:${resource.id}`} className={own.choice}>
                      <input
                        type="checkbox"
                        value={`${resource.type}:${resource.id}`}
                        {...form.register('resources')}
                      />
                      {statusResourceTypeLabels[resource.type]} {resource.name}
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
          )}
          <p id={resourcesId} className={own.error}>
            {listMessage('resources')}
          </p>
        </fieldset>
      )}
    </RulesForm>
  );
  if (event) return fields;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Nieuwe melding</h2>
      {fields}
    </section>
  );
};

const UpdateForm = ({
  event,
  onSaved,
}: {
  event: StaffStatusEvent;
  onSaved: (e: StaffStatusEvent) => void;
}) => {
  const states = statesOfKind[event.kind];
  const form = useRulesForm<{ state: string; message: string }>({
    defaultValues: {
      state: states[Math.min(states.indexOf(event.state) + 1, states.length - 1)],
      message: '',
    },
    schema: StatusUpdateBody,
  });
  const headingId = `update-${event.id}`;
  return (
    <div className={own.update}>
      <h4 id={headingId} className={own.updateTitle}>
        Update plaatsen<span className="visually-hidden"> bij {event.title}</span>
      </h4>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        className={own.form}
        submitLabel="Update plaatsen"
        busyLabel="Bezig met plaatsen…"
        onSubmit={async (values) => {
          const body = StatusUpdateBody.parse(values);
          onSaved(await staffApi(apiRoutes.staffAddStatusUpdate, { params: { id: event.id }, body }));
          form.reset({ state: values.state, message: '' });
        }}
      >
        <SelectField
          name="state"
          label="Nieuwe status"
          options={states.map((value) => ({ value, label: statusEventStateLabels[value] }))}
        />
        <TextareaField name="message" label="Toelichting" rows={3} />
      </RulesForm>
    </div>
  );
};

const EventItem = ({
  event,
  canWrite,
  resources,
  onSaved,
  onEdited,
  onRemove,
}: {
  event: StaffStatusEvent;
  canWrite: boolean;
  resources: StaffStatusResource[];
  onSaved: (e: StaffStatusEvent) => void;
  onEdited: (e: StaffStatusEvent) => void;
  onRemove: (e: StaffStatusEvent) => void;
}) => (
  <li className={own.item}>
    <StatusEventView event={event} />
    {event.kind === 'storing' && (
      <div className={own.extra}>
        <p className={styles.meta}>
          {event.resources.length === 0
            ? 'Niet gekoppeld aan diensten van klanten.'
            : `Geraakt: ${event.resources
                .map(
                  (resource) =>
                    `${statusResourceTypeLabels[resource.type].toLowerCase()} ${resource.name} (${resource.customer.name})`,
                )
                .join(', ')}.`}
        </p>
        <p className={styles.meta}>
          Gemaild: {event.customers_mailed_start} klant(en) bij begin, {event.customers_mailed_resolved} bij
          oplossing. Laatst gewijzigd {formatDateTime(event.updated_at)}.
        </p>
      </div>
    )}
    {canWrite && <UpdateForm key={`${event.id}-${event.state}`} event={event} onSaved={onSaved} />}
    {canWrite && (
      <details className={own.edit}>
        <summary>
          Melding wijzigen of verwijderen<span className="visually-hidden">: {event.title}</span>
        </summary>
        <EventForm
          key={event.updated_at}
          resources={mergedResources(resources, event.resources)}
          event={event}
          onSaved={onEdited}
        />
        <p>
          <button type="button" className="button button-secondary" onClick={() => onRemove(event)}>
            Melding verwijderen<span className="visually-hidden">: {event.title}</span>
          </button>
        </p>
      </details>
    )}
  </li>
);

/** The active resources to choose from, with the ones already linked (also when since ended). */
const mergedResources = (options: StaffStatusResource[], linked: StaffStatusResource[]) => {
  const known = new Set(options.map((resource) => `${resource.type}:${resource.id}`));
  return [...options, ...linked.filter((resource) => !known.has(`${resource.type}:${resource.id}`))];
};

/** Incidents and maintenance: post one, follow it up with updates; financieel only reads. */
export const StatusEvents = () => {
  const canWrite = useStaffCan(OPERATIONS);
  const listId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const events = useStatusEvents();
  const resources = useStatusResources(canWrite);
  const eventsChanged = useStatusEventsChanged();
  const saved = (text: string) => async (event: StaffStatusEvent) => {
    setMessage(`${text}: ${event.title}.`);
    await eventsChanged();
  };
  const remove = async (event: StaffStatusEvent) => {
    if (!window.confirm(`Melding "${event.title}" verwijderen? Dit kan niet ongedaan worden gemaakt.`))
      return;
    try {
      await staffApi(apiRoutes.staffDeleteStatusEvent, { params: { id: event.id } });
      setMessage(`Melding verwijderd: ${event.title}.`);
    } catch (error) {
      setMessage(
        error instanceof ApiRequestError && error.body ? error.body.message : 'Verwijderen is niet gelukt.',
      );
    }
    await eventsChanged();
  };
  return (
    <>
      <p className={styles.notice} role="status">
        {message}
      </p>
      {canWrite && (
        <QueryListStatus query={resources} failure="De diensten van klanten konden niet worden geladen.">
          {(list) => <EventForm resources={list} onSaved={saved('Melding geplaatst')} />}
        </QueryListStatus>
      )}
      <section className={styles.panel} aria-labelledby={listId}>
        <h2 id={listId}>Meldingen</h2>
        <QueryListStatus query={events} failure="De meldingen konden niet worden geladen.">
          {(list) =>
            list.length === 0 ? (
              <p className={styles.meta}>Er zijn nog geen meldingen.</p>
            ) : (
              <ul className={styles.list}>
                {list.map((event) => (
                  <EventItem
                    key={event.id}
                    event={event}
                    canWrite={canWrite}
                    resources={resources.data ?? []}
                    onSaved={saved('Update geplaatst')}
                    onEdited={saved('Wijzigingen opgeslagen')}
                    onRemove={remove}
                  />
                ))}
              </ul>
            )
          }
        </QueryListStatus>
      </section>
    </>
  );
};
