import { formatEuro } from '~/lib/format.ts';

/**
 * A table cell with a sum of money in Dutch notation; `label` names it where a narrow screen stacks
 * the table's cells (stacked-table.module.css), `className` aligns it as its table's figures.
 */
export const AmountCell = ({
  label,
  cents,
  className,
}: {
  label: string;
  cents: number;
  className: string | undefined;
}) => (
  <td data-label={label} className={className}>
    {formatEuro(cents)}
  </td>
);
