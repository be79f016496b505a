import { apiRoutes, type ServiceLevels, ServiceLevelsBody } from '@maatwerk/contract';
import { useId, useState } from 'react';
import page from '~/components/beheer-page.module.css';
import { bodySchema } from '~/components/form/body-schema.ts';
import { RulesForm, TextField, useRulesForm } from '~/components/form/index.ts';
import { WeekdayFields } from '~/components/form/weekday-fields.tsx';
import { textToWeek, type WeekValues, weekFieldOf, weekToText } from '~/components/form/weekly-ranges.ts';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { priorityLabel } from '~/features/orders/index.ts';
import { combineStyles } from '~/lib/combine-styles.ts';
import own from './service-levels.module.css';

const styles = combineStyles(page, own);

const PRIORITIES = [1, 2, 3, 4, 5] as const;
const firstField = (priority: number) => `first${priority}`;
const resolutionField = (priority: number) => `resolution${priority}`;

type Values = WeekValues;

const toValues = (levels: ServiceLevels): Values => ({
  ...weekToText(levels.ranges),
  ...Object.fromEntries(
    levels.targets.flatMap((target) => [
      [firstField(target.priority), String(target.first_response_hours)],
      [resolutionField(target.priority), String(target.resolution_hours)],
    ]),
  ),
});

const toBody = (values: Values) => ({
  ranges: textToWeek(values),
  targets: PRIORITIES.map((priority) => ({
    priority,
    first_response_hours: values[firstField(priority)] ?? '',
    resolution_hours: values[resolutionField(priority)] ?? '',
  })),
});

/** A message about the body goes to the field that shows it: a weekday's ranges, or one target. */
const fieldOf = (path: readonly PropertyKey[], body: ReturnType<typeof toBody>) => {
  if (path[0] === 'ranges') return path.length > 1 ? weekFieldOf(path, body) : 'day1';
  const priority = Number(path[1] ?? 0) + 1;
  return path[2] === 'resolution_hours' ? resolutionField(priority) : firstField(Math.min(priority, 5));
};

const schema = bodySchema(ServiceLevelsBody, { toBody, fields: fieldOf });

/** The beheerder's form: the business hours of the week and the two targets of each priority. */
export const TargetsForm = ({
  levels,
  onSaved,
}: {
  levels: ServiceLevels;
  onSaved: (saved: ServiceLevels) => void;
}) => {
  const headingId = useId();
  const [saved, setSaved] = useState(false);
  const form = useRulesForm<Values>({ defaultValues: toValues(levels), schema });
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId}>Kantooruren en doelen</h2>
      <p className={styles.meta}>
        De klok loopt alleen in deze uren, niet op feestdagen, en staat stil zolang een opdracht op de klant
        wacht. Per dag één of meer tijdvakken, zoals 09:00-12:30, 13:00-17:00. Doelen in kantooruren;
        noodoproepen volgen de doelen van prioriteit 1.
      </p>
      <p className={styles.notice} role="status">
        {saved ? 'De kantooruren en doelen zijn opgeslagen; de klokken volgen ze meteen.' : ''}
      </p>
      <RulesForm
        form={form}
        aria-labelledby={headingId}
        submitLabel="Opslaan"
        busyLabel="Bezig met opslaan…"
        onSubmit={async (values) => {
          setSaved(false);
          const answer = await staffApi(apiRoutes.updateServiceLevels, {
            body: ServiceLevelsBody.parse(toBody(values)),
          });
          form.reset(toValues(answer));
          onSaved(answer);
          setSaved(true);
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend>Kantooruren</legend>
          <WeekdayFields />
        </fieldset>
        {PRIORITIES.map((priority) => (
          <fieldset key={priority} className={styles.fieldset}>
            <legend>Prioriteit {priorityLabel(priority)}</legend>
            <TextField name={firstField(priority)} label="Eerste reactie (uren)" inputMode="numeric" />
            <TextField name={resolutionField(priority)} label="Oplossing (uren)" inputMode="numeric" />
          </fieldset>
        ))}
      </RulesForm>
    </section>
  );
};
