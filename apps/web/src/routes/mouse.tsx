import { createFileRoute } from '@tanstack/react-router';
import { cursorDemo, pageMeta } from '@ngs/content';
import { AccentTitle, Button, Container } from '@ngs/ui';
import { seo } from '../lib/seo';
import * as styles from './mouse.css';

export const Route = createFileRoute('/mouse')({
  head: () => seo({ ...pageMeta.mouse, path: '/mouse' }),
  component: CursorDemoPage,
});

function CursorDemoPage() {
  const [circle, square, button] = cursorDemo.targets;
  return (
    <Container as="section">
      <div className={styles.page}>
        <AccentTitle as="h1">{cursorDemo.title}</AccentTitle>
        <p className={styles.text}>{cursorDemo.text}</p>
        <div className={styles.stage}>
          <div className={styles.circle} data-cursor="hover">
            {circle}
          </div>
          <div className={styles.square} data-cursor="hover">
            {square}
          </div>
          <Button data-cursor="hover" size="lg">
            {button}
          </Button>
        </div>
      </div>
    </Container>
  );
}
