/** A table's head of plain column names, each a column header for screen readers. */
export const ColumnHeads = ({ names }: { names: readonly string[] }) => (
  <thead>
    <tr>
      {names.map((name) => (
        <th key={name} scope="col">
          {name}
        </th>
      ))}
    </tr>
  </thead>
);
