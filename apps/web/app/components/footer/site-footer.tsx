import type { ReactNode } from 'react';
import { siteConfig } from '~/lib/config.ts';
import { SmartLink } from '../app-link.tsx';
import { Logo } from '../logo.tsx';
import styles from './site-footer.module.css';

interface SiteFooterProps {
  /** The newsletter sign-up band. */
  newsletter?: ReactNode;
  /** The 'Heeft u hulp nodig?' button. */
  help?: ReactNode;
}

export const SiteFooter = ({ newsletter, help }: SiteFooterProps) => {
  const { supportLinks } = siteConfig;
  return (
    <footer className={styles.footer}>
      {newsletter}
      <div className={styles.inner}>
        <section className={styles.company} aria-labelledby="footer-company">
          <h2 id="footer-company" className="visually-hidden">
            {siteConfig.companyName}
          </h2>
          <Logo />
          <p className={styles.pitch}>{siteConfig.tagline}.</p>
          <address className={styles.address}>
            {siteConfig.address.street}
            <br />
            {siteConfig.address.postalCode} {siteConfig.address.city}
            <br />
            <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
            <br />
            <a href={siteConfig.phoneHref}>{siteConfig.phone}</a>
          </address>
          {help}
        </section>
        <nav aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            Support
          </h2>
          <ul className={styles.list}>
            {Object.values(supportLinks).map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-sites">
          <h2 id="footer-sites" className={styles.heading}>
            Onze sites
          </h2>
          <ul className={styles.list}>
            {siteConfig.sisterSites.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={styles.legal}>
        <div className={styles.legalInner}>
          <p>
            © {siteConfig.companyName} · KvK {siteConfig.kvkNumber} · btw {siteConfig.vatId}
          </p>
          <ul className={styles.legalLinks}>
            <li>
              <SmartLink href="/algemene-voorwaarden">Algemene voorwaarden</SmartLink>
            </li>
            <li>
              <SmartLink href="/privacyverklaring">Privacyverklaring</SmartLink>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
};
