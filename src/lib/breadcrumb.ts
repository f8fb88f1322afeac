/** The breadcrumb of portal spec section 2: the route's own list, else crumbs built from the URL path. */

/** Crumbs from a URL path: empty and purely numeric segments dropped, first letter capitalised. */
export function crumbsFromPath(pathname: string): string[] {
  return pathname
    .split('/')
    .filter((segment) => segment !== '' && !/^\d+$/.test(segment))
    .map((segment) => segment.charAt(0).toUpperCase() + segment.slice(1));
}

export function breadcrumbFor(
  route: { breadcrumb?: readonly string[] } | null | undefined,
  pathname: string,
): string[] {
  if (route?.breadcrumb && route.breadcrumb.length > 0) return [...route.breadcrumb];
  return crumbsFromPath(pathname);
}
