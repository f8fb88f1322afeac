/** One entry of the side menu: a root heading with its pop-up button, a nested submenu, or a link. */
import type { MouseEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { isItemActive, isVisible, menuKey, type MenuItem } from '@/domain/menu';
import { isItemExpanded, onMenuItemClick, onRootItemHover, type LayoutState } from '@/stores/layout';
import { MENU_ICONS } from './menu-icons';

interface Props {
  item: MenuItem;
  index: number;
  parentKey: string;
  root: boolean;
  pathname: string;
  state: LayoutState;
}

const hasActiveDescendant = (item: MenuItem, pathname: string): boolean =>
  (item.items ?? []).some(
    (child) => isVisible(child) && (isItemActive(child, pathname) || hasActiveDescendant(child, pathname)),
  );

const domId = (key: string) => `layout-submenu-${key}`;

export default function MenuItemView({ item, index, parentKey, root, pathname, state }: Props) {
  if (!isVisible(item)) return null;
  const key = menuKey(parentKey, index);
  const expanded = isItemExpanded(state, key);
  const Icon = item.icon ? MENU_ICONS[item.icon] : null;
  const icon = Icon ? <Icon aria-hidden="true" className="size-5 shrink-0" /> : null;

  const click = (event: MouseEvent) => {
    if (item.disabled) {
      event.preventDefault();
      return;
    }
    onMenuItemClick({ key, root, hasChildren: Boolean(item.items), hasLink: Boolean(item.to || item.url) });
    item.command?.({ originalEvent: event, item });
  };

  const children = item.items && (
    <ul
      id={domId(key)}
      className={`layout-submenu ${root ? '' : `menu-dropdown ${expanded ? 'menu-dropdown-show' : ''}`}`}
    >
      {root && <li className="layout-popup-title menu-title">{item.label}</li>}
      {item.items.map((child, childIndex) => (
        <MenuItemView
          key={childIndex}
          item={child}
          index={childIndex}
          parentKey={key}
          root={false}
          pathname={pathname}
          state={state}
        />
      ))}
    </ul>
  );

  if (root && item.items) {
    const current = hasActiveDescendant(item, pathname);
    return (
      <li
        className={`layout-root ${item.class ?? ''}`}
        data-open={expanded || undefined}
        onMouseEnter={() => onRootItemHover(key)}
      >
        <span className="layout-root-title menu-title">{item.label}</span>
        <button
          type="button"
          className={`layout-root-button ${current ? 'layout-root-current' : ''}`}
          aria-expanded={expanded}
          aria-controls={domId(key)}
          disabled={item.disabled}
          onClick={click}
        >
          {icon}
          <span className="layout-label">{item.label}</span>
          <ChevronDown aria-hidden="true" className="layout-caret size-4" />
        </button>
        {children}
      </li>
    );
  }

  if (item.items) {
    return (
      <li className={item.class}>
        <button
          type="button"
          className={`menu-dropdown-toggle ${expanded ? 'menu-dropdown-show' : ''}`}
          aria-expanded={expanded}
          aria-controls={domId(key)}
          disabled={item.disabled}
          onClick={click}
        >
          {icon}
          <span className="layout-label">{item.label}</span>
        </button>
        {children}
      </li>
    );
  }

  const active = isItemActive(item, pathname);
  const href = item.disabled ? undefined : (item.to ?? item.url);
  return (
    <li className={`${item.disabled ? 'menu-disabled' : ''} ${item.class ?? ''}`}>
      <a
        href={href}
        target={item.url ? item.target : undefined}
        rel={item.url && item.target === '_blank' ? 'noopener noreferrer' : undefined}
        className={`layout-link ${active ? 'menu-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-disabled={item.disabled || undefined}
        role={href ? undefined : 'link'}
        tabIndex={href ? undefined : -1}
        title={item.label}
        onClick={click}
      >
        {icon}
        <span className="layout-label">{item.label}</span>
      </a>
    </li>
  );
}
