import desk from './desk.module.css';

/** Who a record is from, in a desk table's cell: the name, and the e-mail on its own muted line below. */
export function NameAndEmail({ name, email }: { name: string; email: string }) {
  return (
    <span>
      {name}
      <span className={desk.email}>{email}</span>
    </span>
  );
}
