// jsdom tests: unmount what each test rendered, so the next test starts from an empty document.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// `findBy…`/`waitFor` wait for a result, they do not time it: the first render of a lazily loaded
// screen transforms its modules on first import, which took over the default 1 s on a loaded CI
// machine (routes.test failed waiting for the navigation while the boot frame still showed). Each
// test keeps its own 20 s ceiling (vitest.shared.ts).
configure({ asyncUtilTimeout: 10_000 });
