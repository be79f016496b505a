import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';

/**
 * An order's page by the id in its address. An id that cannot be an order's says so with `unknown`;
 * the page is keyed by id, so another order starts with fresh forms.
 */
export const OrderById = ({
  unknown,
  children,
}: {
  unknown: string;
  children: (id: number) => ReactNode;
}) => {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <>
        <h1>Opdracht niet gevonden</h1>
        <p>{unknown}</p>
      </>
    );
  }
  return <Fragment key={id}>{children(id)}</Fragment>;
};
