// A site outside the monorepo: it knows only the published package, its theme and stylesheet.
import { createRoot } from 'react-dom/client';
import { Button, ngsTheme } from '@ngs/ui';
import '@ngs/ui/styles.css';

document.documentElement.classList.add(ngsTheme);
createRoot(document.getElementById('root')).render(
  <main>
    <h1>Packed kit</h1>
    <Button onClick={() => (document.title = 'clicked')}>Book a call</Button>
  </main>,
);
