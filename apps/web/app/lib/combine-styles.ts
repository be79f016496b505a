type Styles = Readonly<Record<string, string>>;

/**
 * Several CSS modules as one: a class named in more than one gets all their names, so a feature can
 * add to a shared module's class (`.reply[data-kind=…]`) without copying it.
 */
export const combineStyles = (...modules: Styles[]): Styles => {
  const combined: Record<string, string> = {};
  for (const module of modules)
    for (const [key, name] of Object.entries(module))
      combined[key] = combined[key] ? `${combined[key]} ${name}` : name;
  return combined;
};
