/**
 * The API symbol map: one record per generated API page. `plugins/api-reference` writes it after
 * each TypeDoc run (see `api/.symbols.json`); `plugins/remark-api-links` reads it to turn
 * `api:Name` links into page URLs.
 */

export type ApiKind =
  | 'classes'
  | 'enumerations'
  | 'functions'
  | 'interfaces'
  | 'namespaces'
  | 'type-aliases'
  | 'variables';

export interface ApiSymbol {
  /** Exported name, exactly as imported: `formatQuery`, `ParseSQLOptions`. */
  name: string;
  /** Short package name used in routes: `react-querybuilder`, `antd`, `datetime`. */
  package: string;
  /** Entry point inside the package: `index` for the main entry, else `parseSQL`, `dayjs`... */
  entry: string;
  kind: ApiKind;
  /** Site-absolute URL of the page, without trailing slash: `/api/antd/functions/AntDValueEditor`. */
  url: string;
  /** True when the item carries `@deprecated`; lets the link helper warn about it later. */
  deprecated?: boolean;
}

export interface ApiSymbolMap {
  /** The core package's route name; unqualified names prefer its main entry. */
  corePackage: string;
  symbols: ApiSymbol[];
}
