import { createRequire } from 'node:module';
import { importLimitsClaims, type ParseSQL } from './v4-v5-api.shared';

// versioned_docs/version-5/api/import.mdx, run against react-querybuilder 5.4.1 (alias rqb5).
const { parseSQL } = createRequire(import.meta.url)('rqb5/dist/parseSQL') as { parseSQL: ParseSQL };

importLimitsClaims('v5 api/import', parseSQL);
