declare const invariant: (condition: unknown, message: string) => void;
export = invariant;
