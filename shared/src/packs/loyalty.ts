/** Whether a plate's `washNumber`-th wash of a service is free under a rule of every `every`-th (0: no rule). */
export const isFreeByLoyalty = (every: number, washNumber: number): boolean =>
  every >= 2 && washNumber >= every && washNumber % every === 0;
