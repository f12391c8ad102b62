import { dialog } from '@ngs/html-first/inline-scripts';
import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScriptSourcesProvider, ServerScript, ServerScripts } from './ServerScript';

const source = "document.currentScript.parentNode.dataset.ran = ''";
const Widget = () => (
  <div id="widget">
    <ServerScript name="carousel" />
  </div>
);
const onServer = (ui: React.ReactNode) =>
  renderToString(<ScriptSourcesProvider value={{ carousel: source }}>{ui}</ScriptSourcesProvider>);

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('ServerScript', () => {
  it('should write the script its component names into the server markup, as given', () => {
    expect(onServer(<Widget />)).toBe(`<div id="widget"><script>${source}</script></div>`);
  });

  it("should write the kit's own script under ServerScripts", () => {
    const html = renderToString(
      <ServerScripts>
        <Widget />
      </ServerScripts>,
    );
    expect(html).toMatch(/^<div id="widget"><script>.*data-slider.*<\/script><\/div>$/s);
  });

  it('should leave the script empty on a server without ServerScripts', () => {
    expect(renderToString(<Widget />)).toBe('<div id="widget"><script></script></div>');
  });

  it('should render nothing when the app renders on its own', () => {
    const { container } = render(<Widget />);
    expect(container.querySelector('script')).toBeNull();
  });

  it('should hydrate the server markup without its source and without a warning, then drop the script', async () => {
    const container = document.createElement('div');
    container.innerHTML = onServer(<Widget />);
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Widget />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('script')).toBeNull();
  });

  describe('once for the whole page', () => {
    const PageWide = () => (
      <p>
        <ServerScript name="dialog" once />
      </p>
    );
    const twice = (
      <>
        <PageWide />
        <PageWide />
      </>
    );

    it('should write the script where the first component asks for it, to run after parsing and leave', () => {
      const html = renderToString(<ServerScripts>{twice}</ServerScripts>);
      expect(html).toBe(
        `<p><script type="module" data-page-script="dialog">${dialog}</script></p><p></p>`,
      );
    });

    it('should write it again for each render of a page', () => {
      const page = () => renderToString(<ServerScripts>{twice}</ServerScripts>);
      expect(page()).toBe(page());
    });

    it('should hydrate the page it has left without a warning', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<ServerScripts>{twice}</ServerScripts>);
      // What the parser leaves once the script has run and removed itself.
      container.querySelector('script')!.remove();
      document.body.append(container);
      const consoleError = vi.spyOn(console, 'error');
      const errors: unknown[] = [];
      await act(async () => {
        hydrateRoot(container, twice, { onRecoverableError: (error) => errors.push(error) });
      });
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
    });
  });
});
