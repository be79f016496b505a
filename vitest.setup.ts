import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

// An error printed during a test is a failure nobody asserted on: it fails the test.
let printed: unknown[][] = [];

beforeEach(() => {
  printed = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    printed.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (printed.length > 0) {
    throw new Error(`Unexpected console.error:\n${printed.map((args) => format(...args)).join('\n')}`);
  }
});
