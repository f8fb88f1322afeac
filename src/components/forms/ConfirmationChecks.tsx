/**
 * The boxes a person ticks, one statement each, before a commitment that cannot be taken back (the
 * terms, the fee, the settlement): the commit button waits until every one is ticked.
 */
import { useState } from 'react';

export type ConfirmationItems<K extends string> = readonly (readonly [name: K, label: string])[];

export interface Confirmations<K extends string> {
  ticked: Record<K, boolean>;
  all: boolean;
  tick: (name: K, value: boolean) => void;
}

export function useConfirmations<K extends string>(items: ConfirmationItems<K>): Confirmations<K> {
  const [ticked, setTicked] = useState(
    () => Object.fromEntries(items.map(([name]) => [name, false])) as Record<K, boolean>,
  );
  return {
    ticked,
    all: items.every(([name]) => ticked[name]),
    tick: (name, value) => setTicked((previous) => ({ ...previous, [name]: value })),
  };
}

export function ConfirmationChecks<K extends string>({
  items,
  confirmations,
  disabled,
}: {
  items: ConfirmationItems<K>;
  confirmations: Confirmations<K>;
  disabled: boolean;
}) {
  return items.map(([name, label]) => (
    <label key={name} className="flex cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        name={name}
        className="checkbox mt-0.5 checkbox-primary"
        checked={confirmations.ticked[name]}
        disabled={disabled}
        onChange={(event) => confirmations.tick(name, event.target.checked)}
      />
      <span>{label}</span>
    </label>
  ));
}
