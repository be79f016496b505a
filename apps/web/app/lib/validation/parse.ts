import { type ParsedRule, type RuleArg, type RuleName, type Rules, ruleNames } from './types.ts';

const knownRules: ReadonlySet<string> = new Set(ruleNames);

const assertRuleName = (name: string): RuleName => {
  if (!knownRules.has(name)) throw new Error(`Unknown validation rule: ${name}`);
  return name as RuleName;
};

/** Splits `'a|b:1,2'` on pipes, except inside a `/regex/` argument of matches. */
const splitRuleString = (rules: string): string[] => {
  const parts: string[] = [];
  let current = '';
  let inRegex = false;
  for (let index = 0; index < rules.length; index += 1) {
    const char = rules[index] as string;
    const previous = rules[index - 1];
    if (char === '/' && previous !== '\\') {
      // A regex starts right after ':' or ',' and ends at the next unescaped slash.
      if (!inRegex && (previous === ':' || previous === ',')) inRegex = true;
      else if (inRegex) inRegex = false;
    }
    if (char === '|' && !inRegex) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
};

/** Splits `'1,2'` on commas, keeping a `/a,b/` regex argument whole. */
const splitArgs = (args: string): string[] => {
  const parts: string[] = [];
  let current = '';
  let inRegex = false;
  for (let index = 0; index < args.length; index += 1) {
    const char = args[index] as string;
    const previous = args[index - 1];
    if (char === '/' && previous !== '\\') {
      if (!inRegex && current === '') inRegex = true;
      else if (inRegex) inRegex = false;
    }
    if (char === ',' && !inRegex) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
};

/** Parses the string or array form of a rule list into rules with their arguments. */
export const parseRules = (rules: Rules): ParsedRule[] => {
  if (typeof rules === 'string') {
    return splitRuleString(rules).map((part) => {
      const colon = part.indexOf(':');
      if (colon === -1) return { name: assertRuleName(part), args: [] };
      const args: RuleArg[] = splitArgs(part.slice(colon + 1));
      return { name: assertRuleName(part.slice(0, colon)), args };
    });
  }
  return rules.map((rule) => {
    if (typeof rule === 'string') return { name: assertRuleName(rule), args: [] };
    const [name, ...args] = rule;
    return { name: assertRuleName(name), args };
  });
};
