import { createRequire } from 'node:module';
import { exportLimitsClaims, type FormatQuery } from './v4-v5-api.shared';

// versioned_docs/version-5/api/export.mdx, run against react-querybuilder 5.4.1 (alias rqb5).
const { formatQuery } = createRequire(import.meta.url)('rqb5/dist/formatQuery') as { formatQuery: FormatQuery };

exportLimitsClaims('v5 api/export', formatQuery);
