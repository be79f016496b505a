import { configure } from '@testing-library/react';

// These run beside the API suites on a busy two-core machine: a component's next state (a lazily
// loaded panel, a query's answer) gets five seconds to show, not Testing Library's one.
configure({ asyncUtilTimeout: 5_000 });
