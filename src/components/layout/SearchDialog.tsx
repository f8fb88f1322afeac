/** The search dialog of the top bar: modal, no header, closes on the mask or Enter; 50, 75 or 90 per cent wide. */
import { useEffect, useRef } from 'react';
import { Search } from 'lucide-react';
import { $layoutState, INITIAL_LAYOUT_STATE, setSearchBarActive } from '@/stores/layout';
import { useClientStore } from '@/components/ui/use-client-store';
import { SHELL_TEXT } from './shell-text';

export default function SearchDialog() {
  const { searchBarActive } = useClientStore($layoutState, INITIAL_LAYOUT_STATE);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (searchBarActive && !element.open) {
      element.showModal();
      input.current?.focus();
    } else if (!searchBarActive && element.open) {
      element.close();
    }
  }, [searchBarActive]);

  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-label={SHELL_TEXT.searchDialog}
      onClose={() => setSearchBarActive(false)}
    >
      <div className="modal-box mx-auto w-[50vw] max-w-none p-2 max-[991.98px]:w-[75vw] max-[575.98px]:w-[90vw]">
        <label className="input w-full input-ghost input-lg focus-within:outline-none">
          <Search aria-hidden="true" className="size-5 opacity-70" />
          <input
            ref={input}
            type="search"
            className="grow"
            placeholder={SHELL_TEXT.search}
            aria-label={SHELL_TEXT.search}
            onKeyDown={(event) => {
              if (event.key === 'Enter') setSearchBarActive(false);
            }}
          />
        </label>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1} aria-label={SHELL_TEXT.closeSearch}>
          close
        </button>
      </form>
    </dialog>
  );
}
