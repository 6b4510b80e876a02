import libraryPackage from 'react-querybuilder/package.json';

/** The installed react-querybuilder release, which the demo runs and the options panel names. */
export const libraryVersion: string = libraryPackage.version;
