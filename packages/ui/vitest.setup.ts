import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Waits (findBy, waitFor) allow 5 s: CI runs several suites at once on two cores.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
