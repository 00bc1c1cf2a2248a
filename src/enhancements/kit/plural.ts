/** "1 evento", "3 eventi". */
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "1 evento", "3 eventi": the count the programme's texts use most. */
export const eventi = (n: number): string => plural(n, "evento", "eventi");
