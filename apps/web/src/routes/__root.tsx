import { createRootRoute, Outlet } from '@tanstack/react-router';
import { ngsTheme } from '@ngs/ui';
import * as styles from './-components/root.css';

export const Route = createRootRoute({
  component: RootLayout,
});

function RootLayout() {
  return (
    <div className={`${ngsTheme} ${styles.page}`}>
      <Outlet />
    </div>
  );
}
