import { type ComponentProps, forwardRef } from 'react';
import { Link } from 'react-router';
import { preloadRoute } from '~/lib/route-preload.ts';

type AppLinkProps = ComponentProps<typeof Link>;

/** A link inside the site whose page code starts loading as soon as the visitor shows intent. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { to, onMouseEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  const href = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`;
  return (
    <Link
      ref={ref}
      to={to}
      prefetch="none"
      onMouseEnter={(event) => {
        preloadRoute(href);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        preloadRoute(href);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        preloadRoute(href);
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
});

/** An internal path or an address elsewhere, each opened the way a visitor expects. */
export const SmartLink = ({ href, children, ...rest }: { href: string } & Omit<AppLinkProps, 'to'>) =>
  href.startsWith('/') ? (
    <AppLink to={href} {...rest}>
      {children}
    </AppLink>
  ) : (
    <a href={href} rel="noopener" {...rest}>
      {children}
    </a>
  );
