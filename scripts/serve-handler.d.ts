// serve-handler (a dependency of @docusaurus/core) ships no types; this is the part we call.
declare module 'serve-handler' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function serveHandler(
    request: IncomingMessage,
    response: ServerResponse,
    options: { public: string; cleanUrls?: boolean; trailingSlash?: boolean; directoryListing?: boolean }
  ): Promise<void>;
}
