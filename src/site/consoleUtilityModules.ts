// Every utility the console gets, in one module so that the browser fetches them as one chunk.
// Imported entry point by entry point, each parser's chunk carried its own copy of the helpers
// they share (seven copies of one, 16 KB gzip in all, and twenty requests instead of a few).
export { formatQuery } from 'react-querybuilder/formatQuery';
export { transformQuery } from 'react-querybuilder/transformQuery';
export { parseSQL } from 'react-querybuilder/parseSQL';
export { parseMongoDB } from 'react-querybuilder/parseMongoDB';
export { parseJsonLogic } from 'react-querybuilder/parseJsonLogic';
export { parseCEL } from 'react-querybuilder/parseCEL';
export { parseSpEL } from 'react-querybuilder/parseSpEL';
export { parseJSONata } from 'react-querybuilder/parseJSONata';
export { parseCypher } from 'react-querybuilder/parseCypher';
export { parseGremlin } from 'react-querybuilder/parseGremlin';
export { parseSPARQL } from 'react-querybuilder/parseSPARQL';
