import type { ComponentProps, MouseEvent } from 'react';
import { hasClientRouter, navigateTo } from '#web/lib/navigation.ts';

type AppLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/**
 * A link to a screen of the app, for components the landing page shares: the client
 * router's navigation where the page has one (the app), a plain page load where it has not
 * (the landing page's own entry, which ships no router). A modified click (new tab) is the
 * browser's.
 */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || rest.target) return;
    if (!hasClientRouter()) return;
    event.preventDefault();
    void navigateTo(to);
  }
  return <a href={to} onClick={follow} {...rest} />;
}
