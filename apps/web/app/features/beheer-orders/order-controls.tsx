import {
  StaffEstimateBody,
  type StaffOrderDetail,
  StaffStatusBody,
  staffOrderStatusLabels,
  type UserStoryStatus,
} from '@maatwerk/contract';
import { useId, useState } from 'react';
import { bodySchema } from '~/components/form/body-schema.ts';
import { RulesForm, SelectField, TextField, useRulesForm } from '~/components/form/index.ts';
import shared from '~/components/order-views/order-detail.module.css';
import { SettingPanel } from '~/components/order-views/setting-panel.tsx';
import { combineStyles } from '~/lib/combine-styles.ts';
import { formatDateTime } from '~/lib/format.ts';
import own from './beheer-order-detail.module.css';

const styles = combineStyles(shared, own);

import type { StaffOrderMutations } from './staff-order-api.ts';
import { StaffStatusBadge } from './staff-status-badge.tsx';

interface PanelProps {
  order: StaffOrderDetail;
  mutations: StaffOrderMutations;
  staff: readonly { id: number; name: string }[];
}

/** The estimate field's text as the API takes it: empty clears the estimate. */
const estimateOf = ({ estimate }: { estimate: string }) => ({
  estimate_minutes: estimate.trim() ? estimate : null,
});
const estimateSchema = bodySchema(StaffEstimateBody, {
  toBody: estimateOf,
  fields: { estimate_minutes: 'estimate' },
});

const StatusPanel = ({ order, mutations }: PanelProps) => {
  const headingId = useId();
  const form = useRulesForm<{ status: string }>({ defaultValues: { status: '' }, schema: StaffStatusBody });
  const [done, setDone] = useState('');
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        Status
      </h2>
      <dl className={styles.facts}>
        <dt>Nu</dt>
        <dd>
          <StaffStatusBadge status={order.status} />
        </dd>
        {order.closed_at && (
          <>
            <dt>Afgesloten</dt>
            <dd>{formatDateTime(order.closed_at)}</dd>
          </>
        )}
      </dl>
      <RulesForm
        form={form}
        submitLabel="Status wijzigen"
        busyLabel="Bezig met wijzigen…"
        onSubmit={async ({ status }) => {
          setDone('');
          const result = await mutations.status.mutateAsync(status as UserStoryStatus);
          form.reset({ status: '' });
          setDone(
            result.mail_sent
              ? 'Status gewijzigd. De klant heeft een e-mail gekregen.'
              : 'Status gewijzigd, maar de klant kon niet worden gemaild.',
          );
        }}
      >
        <SelectField
          name="status"
          label="Nieuwe status"
          placeholder="Kies een status"
          options={order.next_statuses.map((status) => ({
            value: status,
            label: staffOrderStatusLabels[status],
          }))}
        />
      </RulesForm>
      <p className={styles.saved} role="status">
        {done}
      </p>
    </section>
  );
};

const AssigneePanel = ({ order, mutations, staff }: PanelProps) => {
  // A deactivated assignee is still shown as the current choice.
  const choices = [...staff];
  if (order.assignee && !choices.some((member) => member.id === order.assignee?.id))
    choices.push(order.assignee);
  return (
    <SettingPanel
      label="Behandelaar"
      name="staff_id"
      current={order.assignee ? String(order.assignee.id) : ''}
      submitLabel="Behandelaar opslaan"
      savedText="Behandelaar opgeslagen."
      save={(staffId) => mutations.assignee.mutateAsync(staffId ? Number(staffId) : null)}
    >
      <SelectField
        name="staff_id"
        label="Behandelaar"
        placeholder="Niemand"
        options={choices.map((member) => ({ value: String(member.id), label: member.name }))}
      />
    </SettingPanel>
  );
};

const EstimatePanel = ({ order, mutations }: PanelProps) => (
  <SettingPanel
    label="Schatting"
    name="estimate"
    current={order.estimate_minutes === null ? '' : String(order.estimate_minutes)}
    schema={estimateSchema}
    submitLabel="Schatting opslaan"
    savedText="Schatting opgeslagen."
    save={(estimate) =>
      mutations.estimate.mutateAsync(StaffEstimateBody.parse(estimateOf({ estimate })).estimate_minutes)
    }
  >
    <TextField
      name="estimate"
      label="Schatting in minuten"
      hint="Bijvoorbeeld 480 voor een dag. Leeg laten: geen schatting. De klant ziet de schatting."
      inputMode="numeric"
      autoComplete="off"
      optional
    />
  </SettingPanel>
);

export const OrderControls = (props: PanelProps) => (
  <>
    <StatusPanel {...props} />
    <AssigneePanel {...props} />
    <EstimatePanel {...props} />
  </>
);
