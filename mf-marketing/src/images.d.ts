// Image imports become URLs (webpack asset modules; small ones are inlined as data: URIs).
declare module '*.png' {
  const url: string;
  export default url;
}
