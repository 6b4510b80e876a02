/** Set at build time by plugins/demo-routes (libraryVersionDefinitions) from the installed package.json. */
declare const __RQB_LIBRARY_VERSION__: string;

/** The installed react-querybuilder release, which the demo runs and the options panel names. */
export const libraryVersion: string = __RQB_LIBRARY_VERSION__;
