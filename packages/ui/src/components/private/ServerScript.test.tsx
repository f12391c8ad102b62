import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ServerScript } from './ServerScript';

const source = "document.currentScript.parentNode.dataset.ran = ''";
const Widget = () => (
  <div id="widget">
    <ServerScript source={source} />
  </div>
);

describe('ServerScript', () => {
  it('should write the script into the server markup, as given', () => {
    expect(renderToString(<Widget />)).toBe(`<div id="widget"><script>${source}</script></div>`);
  });

  it('should render nothing when the app renders on its own', () => {
    const { container } = render(<Widget />);
    expect(container.querySelector('script')).toBeNull();
  });

  it('should hydrate the server markup without an error, then drop the script', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Widget />);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Widget />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('script')).toBeNull();
    container.remove();
  });
});
