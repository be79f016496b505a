/** The command line of a bench script: `--name value` options and `--flag` switches. */
const args = process.argv.slice(2);

/** The value after `--name`, or the fallback when it is not given. */
export const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};

/** Whether `--name` is on the command line. */
export const flag = (name) => args.includes(`--${name}`);
