/** The swatch colour of each primary colour name (noir is the zinc grey scale), as literal classes Tailwind can see. */
import type { PrimaryColor } from '@/stores/layout';

export const SWATCH_CLASS: Record<PrimaryColor, string> = {
  noir: 'bg-zinc-900 dark:bg-zinc-100',
  emerald: 'bg-emerald-500',
  green: 'bg-green-500',
  lime: 'bg-lime-500',
  orange: 'bg-orange-500',
  amber: 'bg-amber-500',
  yellow: 'bg-yellow-500',
  teal: 'bg-teal-500',
  cyan: 'bg-cyan-500',
  sky: 'bg-sky-500',
  blue: 'bg-blue-500',
  indigo: 'bg-indigo-500',
  violet: 'bg-violet-500',
  purple: 'bg-purple-500',
  fuchsia: 'bg-fuchsia-500',
  pink: 'bg-pink-500',
  rose: 'bg-rose-500',
};

export const colorLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
