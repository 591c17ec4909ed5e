// The build cuts each catalogue in two (catalogue-parts.ts at the app's root).
declare module 'virtual:catalogue/*' {
  const part: import('@portal/contracts').Catalogue;
  export default part;
}
