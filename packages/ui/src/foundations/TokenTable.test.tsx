import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenTable, tokenRows } from './TokenTable';

describe('TokenTable', () => {
  it('should give each token a row headed by its name, with its value and sample', () => {
    render(
      <TokenTable
        caption="Radii: Test"
        sampleHeader="Corner"
        rows={tokenRows('radius', { sm: '4px', lg: '12px' }, (token) => (
          <span>{`sample ${token}`}</span>
        ))}
      />,
    );
    const table = screen.getByRole('table', { name: 'Radii: Test' });
    expect(within(table).getByRole('columnheader', { name: 'Corner' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /radius\.lg/ });
    expect(row).toHaveTextContent('radius.lg12pxsample lg');
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
  });
});
