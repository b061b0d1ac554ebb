import buttons from '../ui/components.module.css';

/** A column of a desk table: its name, a class (e.g. numbers to the right), or a name only screen readers get. */
export interface Column {
  name: string;
  className?: string;
  hidden?: boolean;
}

/** A desk table's header row, one `<th scope="col">` per column (a plain string is a plain column). */
export function ColumnHeads({ columns }: { columns: readonly (string | Column)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => {
          const col = typeof c === 'string' ? { name: c } : c;
          return (
            <th key={col.name} scope="col" className={col.className}>
              {col.hidden ? <span className={buttons.visuallyHidden}>{col.name}</span> : col.name}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
