/**
 * A secondary action of one row of a list: what it does shows, and `of` (such as "voor Jan de
 * Vries") completes its name for assistive technology, so that each row's button is told apart.
 */
export const RowAction = ({ label, of, onClick }: { label: string; of: string; onClick: () => void }) => (
  <button type="button" className="button button-secondary" onClick={onClick}>
    {label}
    <span className="visually-hidden"> {of}</span>
  </button>
);
