// A language's message catalogs as one text, made by the build (`vite.config.ts`).
declare module "virtual:quartet-catalog/*" {
  const text: string;
  export default text;
}
