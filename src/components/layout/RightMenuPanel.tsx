/** The right-hand panel: activity, quick withdraw and shipment tracking; full width on phones, 36rem from sm. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DollarSign, MessageCircle, CircleHelp, Wallet, X } from 'lucide-react';
import { $layoutState, INITIAL_LAYOUT_STATE, setRightMenuVisible } from '@/stores/layout';
import { useClientStore } from '@/components/ui/use-client-store';
import { hydratedMarker, useHydrated } from '@/components/ui/use-hydrated';
import { RIGHT_MENU_TEXT, SAMPLE_ACTIVITY, SAMPLE_CARDS, type ActivityEvent } from './right-menu-content';
import { SHELL_TEXT } from './shell-text';

const ACTIVITY_ICONS: Record<ActivityEvent['icon'], typeof DollarSign> = {
  sale: DollarSign,
  withdrawal: Wallet,
  question: CircleHelp,
  comment: MessageCircle,
};

export default function RightMenuPanel() {
  // The server's value until mounted: a panel opened before this island hydrated opens right after.
  const { rightMenuVisible: visible } = useClientStore($layoutState, INITIAL_LAYOUT_STATE);
  const ready = useHydrated();
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState(SAMPLE_CARDS[0]?.value.code ?? '');
  const closeButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const toggleId = useId();
  const titleId = useId();

  useEffect(() => {
    if (!visible) {
      returnFocus.current?.focus();
      returnFocus.current = null;
      return;
    }
    returnFocus.current = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setRightMenuVisible(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible]);

  // Quick Withdraw is sample content with no action (spec section 2): Confirm moves no money,
  // so it only closes the panel and never reports a withdrawal.
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    setRightMenuVisible(false);
  };

  return (
    <div className="drawer drawer-end" {...hydratedMarker(ready)}>
      <input
        id={toggleId}
        type="checkbox"
        className="drawer-toggle"
        hidden
        checked={visible}
        onChange={(event) => setRightMenuVisible(event.target.checked)}
      />
      <div className="drawer-side z-[60]">
        <label htmlFor={toggleId} className="drawer-overlay" aria-hidden="true" />
        <aside
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className="flex min-h-full w-full flex-col gap-8 bg-base-100 p-6 sm:w-[36rem]"
        >
          <div className="flex items-center justify-between">
            <h2 id={titleId} className="text-xl font-semibold">
              {RIGHT_MENU_TEXT.activity}
            </h2>
            <button
              ref={closeButton}
              type="button"
              className="btn btn-circle btn-ghost btn-sm"
              aria-label={SHELL_TEXT.closeRightMenu}
              onClick={() => setRightMenuVisible(false)}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>

          <ul className="flex flex-col gap-4">
            {SAMPLE_ACTIVITY.map((event) => {
              const Icon = ACTIVITY_ICONS[event.icon];
              return (
                <li key={event.id} className="flex items-start gap-3">
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-[var(--primary-soft)] text-[var(--primary-ink)]">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex justify-between gap-2 font-medium">
                      <span>{event.title}</span>
                      <span className="text-xs font-normal">{event.time}</span>
                    </p>
                    <p className="text-sm">
                      {event.detail} {event.amount && <strong>{event.amount}</strong>}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>

          <form className="flex flex-col gap-3" onSubmit={confirm}>
            <h3 className="text-lg font-semibold">{RIGHT_MENU_TEXT.quickWithdraw}</h3>
            <label className="floating-label">
              <span>{RIGHT_MENU_TEXT.amount}</span>
              <input
                className="input w-full"
                inputMode="decimal"
                placeholder={RIGHT_MENU_TEXT.amount}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1">
              <span className="text-sm">{RIGHT_MENU_TEXT.selectCard}</span>
              <select className="select w-full" value={card} onChange={(e) => setCard(e.target.value)}>
                {SAMPLE_CARDS.map((option) => (
                  <option key={option.value.code} value={option.value.code}>
                    {option.label} ({option.value.name})
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="btn self-start btn-primary">
              {RIGHT_MENU_TEXT.confirm}
            </button>
          </form>

          <section className="flex flex-col gap-3">
            <h3 className="text-lg font-semibold">{RIGHT_MENU_TEXT.shipmentTracking}</h3>
            <p>{RIGHT_MENU_TEXT.shipmentText}</p>
            <img
              src="/images/shipment-map.svg"
              alt={RIGHT_MENU_TEXT.mapAlt}
              width="480"
              height="240"
              className="w-full rounded-box"
            />
          </section>
        </aside>
      </div>
    </div>
  );
}
