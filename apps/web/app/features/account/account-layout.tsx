import type { ReactNode } from 'react';
import { AccountNav } from './account-nav.tsx';

/** Mijn account around its sub-pages: the heading and the sub-navigation. */
export const AccountLayout = ({ children }: { children: ReactNode }) => (
  <>
    <h1>Mijn account</h1>
    <AccountNav />
    {children}
  </>
);
