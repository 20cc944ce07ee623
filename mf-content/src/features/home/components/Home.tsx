import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { site } from '@koris/shared/config';
import { DisclosureButton } from '../../../lib/DisclosureButton';
import { HOME_COLUMNS, type ColumnId } from '../columns';
import { useMediaQuery, WIDE_QUERY } from '../hooks/use-media-query';
import { HomeBackground } from './HomeBackground';
import styles from './home.module.css';

/**
 * The home page (docs/product.md#pages, #states): exactly one of the three columns is active, none at first.
 * Wide screens: hover or keyboard focus activates a column (highlight, its links, its
 * background). Narrow screens: the heading is a disclosure button that expands its links.
 */
export function Home() {
  const [active, setActive] = useState<ColumnId | null>(null);
  const wide = useMediaQuery(WIDE_QUERY);
  const baseId = useId();

  return (
    <div
      data-boundary="mf-content"
      data-page="home"
      data-active-column={active ?? 'none'}
      className={styles.home}
    >
      <HomeBackground active={active ?? 'default'} />
      <div className={styles.content}>
        <h1 className={styles.title}>{site.productName}</h1>
        <nav aria-label="Sadaļas" className={styles.nav}>
          <ul className={styles.columns}>
            {HOME_COLUMNS.map((column) => {
              const isActive = active === column.id;
              const linksId = `${baseId}-${column.id}`;
              return (
                <li
                  key={column.id}
                  className={styles.column}
                  data-column={column.id}
                  data-active={isActive}
                  onPointerEnter={(e) => {
                    if (wide && e.pointerType === 'mouse') setActive(column.id);
                  }}
                  onFocus={() => {
                    // On phones focus follows a tap; the click below decides there.
                    if (wide) setActive(column.id);
                  }}
                >
                  <h2 className={styles.heading}>
                    <DisclosureButton
                      className={styles.toggle}
                      expanded={isActive}
                      controls={linksId}
                      onToggle={() => {
                        if (wide) setActive(column.id);
                        else setActive(isActive ? null : column.id);
                      }}
                    >
                      {column.heading}
                    </DisclosureButton>
                  </h2>
                  <ul id={linksId} className={styles.links} hidden={!isActive}>
                    {column.links.map((link) => (
                      <li key={link.to}>
                        <Link to={link.to} className={styles.link}>
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </div>
  );
}
