import { useEffect, useState, type MouseEvent } from 'react';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface DemoPermalinkBarProps {
  /** The path (base URL, route and hash) of the current state; the bar puts the page's origin before it. */
  permalinkPath: string;
  /** The sandbox path (without base URL) of the kit's template: the link in the static HTML. */
  sandboxTemplatePath: string;
  /** Writes the sandbox path (without base URL) that opens the current demo as code. */
  sandboxPathForCurrent: () => string;
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

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * "Open in sandbox" carries the whole demo as a module in its `#code=` hash. Writing that module
 * and compressing it is work no edit should pay for, so it happens when the visitor reaches for
 * the link: pointing at or focusing it refreshes the address (for a new tab or a copied link),
 * and a plain click writes the current demo and navigates.
 */
function useSandboxLink(templatePath: string, pathForCurrent: () => string) {
  const history = useHistory();
  const [path, setPath] = useState(templatePath);
  const { withBaseUrl } = useBaseUrlUtils();
  const refresh = () => setPath(pathForCurrent());
  const onClick = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    history.push(withBaseUrl(pathForCurrent()));
  };
  return { to: path, onPointerEnter: refresh, onFocus: refresh, onClick };
}

/** The permalink (readable and copyable), Copy link, Open in sandbox and Reset. */
export default function DemoPermalinkBar({ permalinkPath, sandboxTemplatePath, sandboxPathForCurrent, onReset }: DemoPermalinkBarProps) {
  // One per page: a fixed id gives the heading a stable, readable anchor (a useId value changes
  // between builds and would end up in search results).
  const id = 'demo-permalink';
  const [status, setStatus] = useState<CopyStatus>('idle');
  const sandboxLink = useSandboxLink(sandboxTemplatePath, sandboxPathForCurrent);
  // The server does not know the origin; the browser adds it after hydration (only this bar renders again).
  const [origin, setOrigin] = useState('');
  useEffect(() => setOrigin(window.location.origin), []);
  const permalink = `${origin}${permalinkPath}`;

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
      <Link className="button button--secondary button--sm" {...sandboxLink}>
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
