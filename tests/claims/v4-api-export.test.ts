import { createRequire } from 'node:module';
import { exportLimitsClaims, type FormatQuery } from './v4-v5-api.shared';

// versioned_docs/version-4/api/export.mdx, run against react-querybuilder 4.5.3 (alias rqb4).
const { formatQuery } = createRequire(import.meta.url)('rqb4/dist/formatQuery') as { formatQuery: FormatQuery };

exportLimitsClaims('v4 api/export', formatQuery);
