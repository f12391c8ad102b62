import type { ReactNode } from 'react';
import { code, table } from './foundations.css';

export interface TokenRow {
  token: string;
  value: string;
  sample: ReactNode;
}

interface TokenTableProps {
  caption: string;
  /** Header of the third column. */
  sampleHeader?: string;
  rows: TokenRow[];
}

/** One group of tokens: name, the theme's raw value, and the value put to use. */
export function TokenTable({ caption, sampleHeader = 'Sample', rows }: TokenTableProps) {
  return (
    <table className={table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">{sampleHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ token, value, sample }) => (
          <tr key={token}>
            <th scope="row">
              <code className={code}>{token}</code>
            </th>
            <td>
              <code className={code}>{value}</code>
            </td>
            <td>{sample}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A table's rows for one group of tokens: each named as the contract names it (`radius.lg`),
 * with the theme's value and the sample drawn for it.
 */
export function tokenRows<Group extends Record<string, string>>(
  groupName: string,
  group: Group,
  sample: (token: keyof Group & string, value: string) => ReactNode,
): TokenRow[] {
  return (Object.entries(group) as [keyof Group & string, string][]).map(([token, value]) => ({
    token: `${groupName}.${token}`,
    value,
    sample: sample(token, value),
  }));
}
