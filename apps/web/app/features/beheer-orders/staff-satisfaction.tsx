import { apiRoutes, satisfactionAnswerLabels } from '@maatwerk/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { staffApi } from '~/features/beheer-shell/index.ts';
import { formatDateTime } from '~/lib/format.ts';

/** What the customer answered to the satisfaction question of this finished order (issue 36). */
export const StaffSatisfaction = ({ orderId }: { orderId: number }) => {
  const headingId = useId();
  const satisfaction = useQuery({
    queryKey: ['staff-order-satisfaction', orderId],
    queryFn: () => staffApi(apiRoutes.staffOrderSatisfaction, { params: { id: orderId } }),
  });
  if (!satisfaction.data?.asked) return null;
  const given = satisfaction.data.answer;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Tevredenheid</h2>
      {given ? (
        <p>
          <strong>{satisfactionAnswerLabels[given.answer]}</strong> ({formatDateTime(given.answered_at)})
          {given.comment && (
            <>
              <br />
              {given.comment}
            </>
          )}
        </p>
      ) : (
        <p>De klant heeft de vraag nog niet beantwoord.</p>
      )}
    </section>
  );
};
