/** Words of the records history beyond `uiMessages.records`. */
export const recordsMessages = {
  stateColumn: 'Estado',
  shown: (count: number) => (count === 1 ? '1 registro cargado' : `${count} registros cargados`),
} as const;
