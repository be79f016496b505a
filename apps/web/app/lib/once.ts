/**
 * A value made on first use and kept. For Intl formatters: each takes milliseconds to build (the
 * locale data), which at module level lands in the task that loads the page's code.
 */
export const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
};
