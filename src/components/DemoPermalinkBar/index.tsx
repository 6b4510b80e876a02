import { useEffect, useId, useState } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface DemoPermalinkBarProps {
  /** The full URL of the current state. */
  permalink: string;
  /** The sandbox path (without base URL) that opens the current demo as code. */
  sandboxLink: string;
  onReset: () => void;
}

/** Writes text to the clipboard, falling back to a hidden textarea where the API is missing or refused. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

type CopyStatus = 'idle' | 'copied' | 'failed';

/** The permalink (readable and copyable), Copy link, Open in sandbox and Reset. */
export default function DemoPermalinkBar({ permalink, sandboxLink, onReset }: DemoPermalinkBarProps) {
  const id = useId();
  const [status, setStatus] = useState<CopyStatus>('idle');

  // The status describes the link it was given for; a new link clears it.
  useEffect(() => setStatus('idle'), [permalink]);

  return (
    <div className={styles.bar}>
      <label htmlFor={`${id}-link`} className={styles.label}>
        Link to this query
      </label>
      <input
        id={`${id}-link`}
        className={styles.link}
        type="text"
        readOnly
        value={permalink}
        onFocus={event => event.target.select()}
      />
      <button
        type="button"
        className="button button--primary button--sm"
        onClick={async () => setStatus((await copyText(permalink)) ? 'copied' : 'failed')}>
        Copy link
      </button>
      <Link className="button button--secondary button--sm" to={sandboxLink}>
        Open in sandbox
      </Link>
      <button type="button" className="button button--secondary button--sm" onClick={onReset}>
        Reset
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied' ? 'Copied' : status === 'failed' ? 'Copy failed: select the link and copy it yourself.' : ''}
      </span>
    </div>
  );
}
