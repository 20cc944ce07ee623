import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
  /**
   * The panel mounts the first time its tab is shown (then stays mounted): a panel that loads
   * a list asks the server only when someone looks at it, not every time the modal opens.
   */
  lazy?: boolean;
  /** The language of the tab and its panel, where it differs from the modal's. */
  lang?: string;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  /** Focus the selected tab when mounted (after a login or logout swapped the tab set). */
  autoFocus?: boolean;
}

/**
 * ARIA tabs (WAI-ARIA APG "Tabs with automatic activation"): one tab stop for the list, arrow
 * keys, Home and End move between tabs and show their panel. Every panel stays mounted
 * (hidden when not selected) so switching tabs loses nothing typed or scrolled; a `lazy` one
 * from the first time it is shown.
 */
export function Tabs({ label, items, autoFocus = false }: TabsProps) {
  const baseId = useId();
  const [selectedId, setSelectedId] = useState(items[0]?.id);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  // A tab the user's roles no longer allow falls back to the first one.
  const selected = items.find((item) => item.id === selectedId) ?? items[0];
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  if (selected && !shown.has(selected.id)) setShown(new Set(shown).add(selected.id));

  useEffect(() => {
    if (autoFocus && selected) tabRefs.current.get(selected.id)?.focus();
    // Only on mount: later focus follows the keyboard.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!selected) return null;

  const select = (index: number) => {
    const count = items.length;
    const item = items[((index % count) + count) % count];
    if (!item) return;
    setSelectedId(item.id);
    tabRefs.current.get(item.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.id === selected.id;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              lang={item.lang}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelectedId(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected.id}
          tabIndex={0}
          lang={item.lang}
          className={styles.panel}
        >
          {!item.lazy || item.id === selected.id || shown.has(item.id) ? item.panel : null}
        </div>
      ))}
    </div>
  );
}
