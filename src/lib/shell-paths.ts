/** getStaticPaths for a dynamic route: its page is built once, as a shell under `_` segments. */
import { SHELL_SEGMENT, routeByName } from '@/domain/routes';

export function shellStaticPaths(routeName: string) {
  const keys = [...routeByName(routeName).path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return [{ params: Object.fromEntries(keys.map((key) => [key, SHELL_SEGMENT])) }];
}
