/**
 * What a domain name is, written once for the domain search and cart, the staff's domain and server
 * forms, the nameservers and the sites of the content pages. Names are compared in lower case.
 */

/** One DNS label: letters, digits and hyphens, not at either end, at most 63 characters. */
export const isDnsLabel = (label: string): boolean => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(label);

/**
 * A top-level domain without its dot: two letters or more ('nl', 'amsterdam'), or an
 * internationalised one in its ASCII form ('xn--p1ai'). Never digits, as IANA assigns none.
 */
export const isTopLevelDomain = (tld: string): boolean =>
  isDnsLabel(tld) && (/^[a-z]{2,}$/.test(tld) || /^xn--[a-z0-9-]+$/.test(tld));

/** A fully qualified name such as ns1.kodewerk.nl: labels, at least two, the last a top-level domain. */
export const isHostname = (value: string): boolean => {
  if (value.length > 253) return false;
  const labels = value.replace(/\.$/, '').split('.');
  if (labels.length < 2) return false;
  return labels.every(isDnsLabel) && isTopLevelDomain(labels.at(-1) ?? '');
};
