// The npm punycode package, imported by file so neither Node nor Vite picks the deprecated built-in module.
declare module 'punycode/punycode.es6.js' {
  export function decode(input: string): string;
  export function encode(input: string): string;
  export function toUnicode(domain: string): string;
  export function toASCII(domain: string): string;
}
