import { useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { optionPanelEntries, type DemoOptions, type OptionName } from '@site/src/demo/options';
import { libraryVersion } from '@site/src/demo/version';
import styles from './styles.module.css';

interface DemoOptionsPanelProps {
  options: DemoOptions;
  onChange: (name: OptionName, value: boolean) => void;
  /**
   * Whether the site search indexes the option texts. They are the same on every kit's page, so
   * only /demo offers them to the index (the crawler skips `data-search="skip"`).
   */
  searchable?: boolean;
  /** Turns every option on (the permalink bar's Reset restores the defaults). */
  onSelectAll: () => void;
}

/**
 * One checkbox per option from the option tables, each with its explanation and a link to the
 * docs of the prop or package it drives. Under 996 px the list collapses behind a toggle button above the builder.
 */
export default function DemoOptionsPanel({ options, onChange, onSelectAll, searchable = true }: DemoOptionsPanelProps) {
  // One per page: a fixed id gives the heading a stable, readable anchor (a useId value changes
  // between builds and would end up in search results).
  const id = 'demo-options';
  const [expanded, setExpanded] = useState(false);
  const listId = `${id}-list`;
  const allOn = Object.values(options).every(Boolean);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`} data-search={searchable ? undefined : 'skip'}>
      <div className={styles.header}>
        <h2 id={`${id}-heading`} className={styles.heading}>
          Options
        </h2>
        <button
          type="button"
          className={clsx('button button--sm button--secondary', styles.toggle)}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(value => !value)}>
          {expanded ? 'Hide options' : 'Show options'}
        </button>
      </div>
      <div className={clsx(styles.meta, !expanded && styles.collapsed)}>
        <span>
          react-querybuilder <code>{libraryVersion}</code>
        </span>
        <button type="button" className="button button--sm button--outline button--primary" onClick={onSelectAll} disabled={allOn}>
          Select all
        </button>
      </div>
      <ul id={listId} className={clsx(styles.list, !expanded && styles.collapsed)}>
        {optionPanelEntries.map(option => {
          const inputId = `${id}-${option.name}`;
          return (
            <li key={option.name} className={styles.option}>
              <input
                id={inputId}
                type="checkbox"
                className={styles.checkbox}
                checked={options[option.name]}
                onChange={event => onChange(option.name, event.target.checked)}
                aria-describedby={`${inputId}-explanation`}
              />
              <label htmlFor={inputId} className={styles.label}>
                {option.label}
              </label>
              <p id={`${inputId}-explanation`} className={styles.explanation}>
                {option.explanation}{' '}
                <Link to={option.docsLink} className={styles.docsLink}>
                  <code>{option.docsLabel}</code>
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
