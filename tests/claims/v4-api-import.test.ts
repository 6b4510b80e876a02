import { createRequire } from 'node:module';
import { importLimitsClaims, type ParseSQL } from './v4-v5-api.shared';

// versioned_docs/version-4/api/import.mdx, run against react-querybuilder 4.5.3 (alias rqb4).
const { parseSQL } = createRequire(import.meta.url)('rqb4/dist/parseSQL') as { parseSQL: ParseSQL };

importLimitsClaims('v4 api/import', parseSQL);
