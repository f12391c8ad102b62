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

/** The entries of a token group, keyed as the contract keys them. */
export function tokenEntries<Group extends Record<string, string>>(
  group: Group,
): [keyof Group & string, string][] {
  return Object.entries(group) as [keyof Group & string, string][];
}
