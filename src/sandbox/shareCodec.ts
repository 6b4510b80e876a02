/**
 * Share links: the sandbox's code travels in the URL hash as `#code=<lz-string>`, so a link
 * holds everything needed to run it and nothing is sent to a server (hashes stay in the browser).
 */
import LZString from 'lz-string';

const codeParam = 'code';

/** The hash (with `#`) that carries `source`. */
export function encodeShareHash(source: string): string {
  return `#${codeParam}=${LZString.compressToEncodedURIComponent(source)}`;
}

/** The code a hash carries, or undefined when it has none or it does not decode. */
export function decodeShareHash(hash: string): string | undefined {
  // Not URLSearchParams: it turns '+' into ' ', and the lz-string alphabet uses '+'.
  const raw = new RegExp(`(?:^#?|&)${codeParam}=([^&]*)`).exec(hash)?.[1];
  if (!raw) return undefined;
  const source = LZString.decompressFromEncodedURIComponent(raw);
  return source ? source : undefined;
}

/** The full URL to share: the page URL without query or hash, plus the code hash. */
export function shareUrl(pageUrl: string, source: string): string {
  const url = new URL(pageUrl);
  url.search = '';
  url.hash = encodeShareHash(source);
  return url.href;
}
