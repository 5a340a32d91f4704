/** The `rubles` package has no types: it writes a rouble amount in Russian words. */
declare module 'rubles' {
  export function rubles(amount: number | string): string | false;
}
