import type { SocialLink } from '@ngs/content';

// Simple geometric marks drawn for the site (D3): recognisable without shipping brand assets.
const paths: Record<SocialLink['network'], string> = {
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  x: 'M4 4h4.5l4 5.6L17 4h3l-6.1 7.4L20.5 20H16l-4.3-6-5 6H4l6.4-7.7z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.4 12.4c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.5-.1-3-1-4.9-3.9-5-4.1-.2-.2-1.2-1.6-1.2-3s.7-2.1 1-2.4c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .6l-.5.7c-.2.2-.3.4-.1.7.8 1.4 1.8 2.2 3.2 2.8.3.1.5.1.6-.1l.8-1c.2-.3.4-.2.7-.1l2 1c.3.1.4.2.5.3 0 .2 0 .8-.3 1.4z',
  linkedin:
    'M4 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM2.5 9h3v11.5h-3zM9 9h2.9v1.6c.4-.8 1.5-1.8 3.2-1.8 3.3 0 3.9 2.2 3.9 5v6.7h-3v-6c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6.1H9z',
};

export function SocialIcon({ network }: { network: SocialLink['network'] }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" />
    </svg>
  );
}
