/**
 * A filter that takes several codes at once (regions, property types…): a drop-down of labelled
 * checkboxes whose choice travels in one hidden field as the API's comma-separated list, so the
 * shared filter form submits it like any other field.
 */
import { useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { DATA_TEXT } from '@/components/data/data-text';
import { joinList, splitList } from './market-query';
import { MARKET_TEXT } from './market-text';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly Option[];
  ready: boolean;
}

export function MultiSelectFilter({ name, label, value, options, ready }: Props) {
  const order = options.map((option) => option.value);
  const [chosen, setChosen] = useState(() => splitList(value));
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useDismiss(open, box, () => setOpen(false));

  const toggle = (code: string, on: boolean) =>
    setChosen((current) => (on ? [...current, code] : current.filter((item) => item !== code)));
  const summary =
    chosen.length === 0
      ? DATA_TEXT.any
      : chosen.length === 1
        ? (options.find((option) => option.value === chosen[0])?.label ?? chosen[0])
        : MARKET_TEXT.chosen(chosen.length);

  return (
    <div ref={box} className="relative flex flex-col gap-1 text-sm" role="group" aria-labelledby={`${name}-label`}>
      <span id={`${name}-label`}>{label}</span>
      <input type="hidden" name={name} value={joinList(chosen, order)} />
      <button
        type="button"
        className="select w-44 truncate text-start select-sm"
        aria-expanded={open}
        aria-controls={`${name}-options`}
        aria-label={`${label}: ${summary}`}
        disabled={!ready}
        onClick={() => setOpen((was) => !was)}
      >
        {summary}
      </button>
      <fieldset
        id={`${name}-options`}
        hidden={!open}
        className="absolute top-full z-20 mt-1 flex max-h-64 w-64 flex-col gap-1 overflow-y-auto rounded-box border border-[var(--surface-border)] bg-base-100 p-2 shadow-lg"
      >
        <legend className="sr-only">{label}</legend>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-base-200"
          >
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={chosen.includes(option.value)}
              disabled={!ready}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
