/** What every "Eliminar datos" confirmation says, whoever is erased (docs/privacy.md, "Borrar a una persona"). */
export const erasureMessages = {
  action: 'Eliminar datos',
  title: 'Eliminar datos personales',
  lost: 'Se eliminarán para siempre, sin posibilidad de recuperarlos:',
  reason: 'Motivo',
  reasons: { request: 'A solicitud del titular', retention: 'Plazo de conservación cumplido' },
  confirm: 'Entiendo que esta acción no se puede deshacer',
  submit: 'Eliminar datos',
  done: 'Datos eliminados',
} as const;
