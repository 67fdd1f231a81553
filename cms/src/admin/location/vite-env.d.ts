/** A file imported by its URL (`?url`): the admin's bundler emits it and gives its address. */
declare module '*?url' {
  const url: string;
  export default url;
}
