/** A term and its value, or its lines (an address, a contact). */
export type Fact = readonly [string, string | readonly string[]];

/** Terms and values of a policy, as a description list. */
export const Facts = ({ rows }: { readonly rows: readonly Fact[] }) => (
  <dl className="adm-facts">
    {rows.map(([term, value]) => (
      <div key={term}>
        <dt>{term}</dt>
        {typeof value === 'string' ? <dd>{value}</dd> : value.map((line) => <dd key={line}>{line}</dd>)}
      </div>
    ))}
  </dl>
);
