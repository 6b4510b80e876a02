/**
 * The error Algolia's transporter raises when no host answers. DocSearch shows its "Unable to
 * fetch results" screen for errors of this name only, so every way the local index can fail to
 * load (offline, 404, a broken file, a chunk that will not load) is reported as one.
 */
export class RetryError extends Error {
  readonly transporterStackTrace: unknown[] = [];
  constructor(message = 'Unreachable hosts - the search index could not be loaded.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryError';
  }
}
