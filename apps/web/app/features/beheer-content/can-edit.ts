import { OPERATIONS, type StaffRole } from '@maatwerk/contract';

/** Every staff member reads the content; operations (beheerder, ontwikkelaar) change it. */
export const canEditContent = (role: StaffRole) => OPERATIONS.includes(role);

/** A slug suggested from a title: 'Wat is DNS?' → 'wat-is-dns'. */
export const slugFromTitle = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100);
