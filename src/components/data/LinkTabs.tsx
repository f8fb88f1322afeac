/**
 * A list's tabs as links to the list's own address with that view, so they work before hydration
 * and open in a new tab; once hydrated a plain click changes the view in place.
 */
import type { MouseEvent } from 'react';

interface Props<K extends string> {
  label: string;
  tabs: readonly { key: K; label: string }[];
  current: K;
  hrefFor: (key: K) => string;
  onSelect: (key: K) => void;
}

export function LinkTabs<K extends string>({ label, tabs, current, hrefFor, onSelect }: Props<K>) {
  const click = (key: K) => (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSelect(key);
  };
  return (
    <nav aria-label={label} className="mb-4 overflow-x-auto">
      <div className="tabs-border tabs flex-nowrap whitespace-nowrap">
        {tabs.map((tab) => (
          <a
            key={tab.key}
            className={`tab ${tab.key === current ? 'tab-active' : ''}`}
            href={hrefFor(tab.key)}
            aria-current={tab.key === current ? 'page' : undefined}
            onClick={click(tab.key)}
          >
            {tab.label}
          </a>
        ))}
      </div>
    </nav>
  );
}
