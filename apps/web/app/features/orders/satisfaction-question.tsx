import {
  apiRoutes,
  type OrderSatisfaction,
  SATISFACTION_COMMENT_MAX,
  SATISFACTION_QUESTION,
  type SatisfactionAnswer,
  satisfactionAnswerLabels,
  satisfactionAnswers,
} from '@maatwerk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styles from '~/components/order-views/order-detail.module.css';
import { api } from '~/lib/api-client.ts';
import { formatDateTime } from '~/lib/format.ts';
import own from './satisfaction.module.css';

const satisfactionKey = (id: number) => ['order-satisfaction', id] as const;

/** The company's answer, as given. */
const Given = ({ answer }: { answer: NonNullable<OrderSatisfaction['answer']> }) => (
  <p>
    Beantwoord op {formatDateTime(answer.answered_at)}:{' '}
    <strong>{satisfactionAnswerLabels[answer.answer]}</strong>
    {answer.comment && ` — ${answer.comment}`}. Bedankt!
  </p>
);

/**
 * The one question on a finished order (issue 36): goed or kan beter, and a comment, answered once
 * for the company. The closing mail links here (#tevredenheid).
 */
export const SatisfactionQuestion = ({ id }: { id: number }) => {
  const headingId = useId();
  const commentId = useId();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<SatisfactionAnswer | null>(null);
  const [comment, setComment] = useState('');
  const satisfaction = useQuery({
    queryKey: satisfactionKey(id),
    queryFn: () => api(apiRoutes.getOrderSatisfaction, { params: { id } }),
  });
  const answer = useMutation({
    mutationFn: (body: { answer: SatisfactionAnswer; comment: string }) =>
      api(apiRoutes.answerOrderSatisfaction, { params: { id }, body }),
    onSuccess: (saved) => queryClient.setQueryData(satisfactionKey(id), saved),
  });
  if (!satisfaction.data?.asked) return null;
  const given = satisfaction.data.answer;
  return (
    <section id="tevredenheid" aria-labelledby={headingId} className={styles.section} tabIndex={-1}>
      <h2 id={headingId}>Hoe ging het?</h2>
      {given ? (
        <Given answer={given} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (choice) answer.mutate({ answer: choice, comment });
          }}
        >
          <fieldset>
            <legend>{SATISFACTION_QUESTION}</legend>
            {satisfactionAnswers.map((value) => (
              <label key={value} className={own.choice}>
                <input
                  type="radio"
                  name="tevredenheid"
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                />{' '}
                {satisfactionAnswerLabels[value]}
              </label>
            ))}
          </fieldset>
          <label htmlFor={commentId} className={own.comment}>
            Toelichting (niet verplicht)
          </label>
          <textarea
            id={commentId}
            rows={3}
            value={comment}
            maxLength={SATISFACTION_COMMENT_MAX}
            onChange={(event) => setComment(event.target.value)}
            className={own.textarea}
          />
          <p role="alert">{answer.error?.message ?? ''}</p>
          <button type="submit" className="button" disabled={!choice || answer.isPending}>
            {answer.isPending ? 'Bezig met versturen...' : 'Antwoord versturen'}
          </button>
        </form>
      )}
    </section>
  );
};
