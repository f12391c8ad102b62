/** A message's content once, rendered both as plain text and as accessible HTML. */
export type Block =
  | { paragraph: string }
  | { heading: string }
  | { list: string[] }
  /** A link with words of its own, so a screen reader announces more than an address. */
  | { link: { text: string; href: string } }
  | { fields: [label: string, value: string][] };

/** Text as HTML shows it, whatever characters it holds. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/** Line breaks the visitor typed stay line breaks. */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

export function renderText(blocks: readonly Block[]): string {
  const parts = blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('heading' in block) return block.heading.toUpperCase();
    if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
    if ('link' in block) return `${block.link.text}: ${block.link.href}`;
    return block.fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  });
  return `${parts.join('\n\n')}\n`;
}

// Inline styles only: mail programs drop <style> blocks. Dark text on white, 16 px, well above
// 4.5:1; a real heading outline and lists for screen readers, no layout tables.
const bodyStyle =
  'margin:0;padding:24px;background:#ffffff;color:#1f2328;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5';

export function renderHtml(title: string, blocks: readonly Block[]): string {
  const parts = blocks.map((block) => {
    if ('paragraph' in block) return `<p>${htmlText(block.paragraph)}</p>`;
    if ('heading' in block) return `<h2 style="font-size:18px">${escapeHtml(block.heading)}</h2>`;
    if ('list' in block) {
      return `<ul>${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    }
    if ('link' in block) {
      // Underlined and darker blue than the default: 8:1 on white, not told by colour alone.
      return `<p><a href="${escapeHtml(block.link.href)}" style="color:#0b4f9c;text-decoration:underline">${escapeHtml(block.link.text)}</a></p>`;
    }
    const rows = block.fields
      .map(
        ([label, value]) =>
          `<dt style="font-weight:bold">${escapeHtml(label)}</dt><dd style="margin:0 0 12px">${htmlText(value)}</dd>`,
      )
      .join('');
    return `<dl>${rows}</dl>`;
  });
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="${bodyStyle}"><main>`,
    `<h1 style="font-size:22px">${escapeHtml(title)}</h1>`,
    ...parts,
    '</main></body></html>',
    '',
  ].join('\n');
}
