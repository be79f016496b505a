/**
 * The form of a Dutch Chamber of Commerce (KvK) number and of EU VAT ids. Only the form is
 * checked: whether a number exists is for the KvK and VIES registers to say.
 */

export const KVK_MESSAGE = 'KvK-nummer moet uit 8 cijfers bestaan.';
export const VAT_MESSAGE = 'Btw-nummer heeft niet de juiste vorm, zoals NL123456789B01.';

/** Spaces, dots and dashes as people type them are left out; letters are upper case. */
export const normaliseKvk = (value: string): string => value.replace(/[\s.-]/g, '');
export const normaliseVatId = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

export const isKvkNumber = (value: string): boolean => /^\d{8}$/.test(normaliseKvk(value));

/** The shape of the VAT id per EU member state (and XI, Northern Ireland), as VIES describes them. */
const vatShapes: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export const isVatId = (value: string): boolean => {
  const id = normaliseVatId(value);
  const shape = vatShapes[id.slice(0, 2)];
  return shape?.test(id.slice(2)) ?? false;
};
