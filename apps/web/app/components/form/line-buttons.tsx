/**
 * The buttons of a form's list of lines (an invoice's, an offerte's): remove one line (never the
 * last), and add one below the others.
 */
export const RemoveLineButton = ({
  index,
  count,
  onRemove,
}: {
  index: number;
  count: number;
  onRemove: (index: number) => void;
}) => (
  <button
    type="button"
    className="button button-secondary"
    disabled={count === 1}
    onClick={() => onRemove(index)}
  >
    Verwijderen<span className="visually-hidden"> (regel {index + 1})</span>
  </button>
);

export const AppendLineButton = ({ className, onAppend }: { className?: string; onAppend: () => void }) => (
  <div className={className}>
    <button type="button" className="button button-secondary" onClick={onAppend}>
      Regel toevoegen
    </button>
  </div>
);
