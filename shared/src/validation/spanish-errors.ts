import { z } from 'zod';

/**
 * Validation messages in Spanish for every schema, server and UI alike: the product's own message
 * where a schema gives one, otherwise these, which name the field. Every kind of issue has one, so
 * zod's own locales are not loaded (1.1 kB gzipped of every page).
 */

const typeNames: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  bigint: 'un número',
  null: 'vacío',
};

const formatNames: Record<string, string> = {
  email: 'un correo electrónico válido',
  uuid: 'un identificador válido',
  url: 'una dirección web válida',
  date: 'una fecha válida (AAAA-MM-DD)',
  datetime: 'una fecha y hora válidas',
  time: 'una hora válida (HH:MM)',
  regex: 'un valor con el formato esperado',
};

const sizeUnits: Record<string, string> = { string: 'caracteres', array: 'elementos', set: 'elementos' };

function fieldOf(path: readonly PropertyKey[] | undefined): string {
  const names = (path ?? []).filter((key): key is string | number => typeof key !== 'symbol');
  return names.length > 0 ? `El campo «${names.join('.')}»` : 'La solicitud';
}

export function spanishIssueMessage(issue: z.core.$ZodRawIssue): string {
  const field = fieldOf(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} es obligatorio.`;
      return `${field} debe ser ${typeNames[issue.expected] ?? issue.expected}.`;
    case 'too_small': {
      const unit = sizeUnits[issue.origin];
      const least = issue.inclusive ? issue.minimum : Number(issue.minimum) + 1;
      if (unit) return Number(least) === 1 ? `${field} no puede estar vacío.` : `${field} debe tener al menos ${least} ${unit}.`;
      return `${field} debe ser mayor${issue.inclusive ? ' o igual' : ''} a ${issue.minimum}.`;
    }
    case 'too_big': {
      const unit = sizeUnits[issue.origin];
      if (unit) return `${field} debe tener como máximo ${issue.inclusive ? issue.maximum : Number(issue.maximum) - 1} ${unit}.`;
      return `${field} debe ser menor${issue.inclusive ? ' o igual' : ''} a ${issue.maximum}.`;
    }
    case 'invalid_format':
      return `${field} debe ser ${formatNames[issue.format] ?? 'un valor con el formato esperado'}.`;
    case 'invalid_value':
      return `${field} tiene un valor no permitido (permitidos: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}).`;
    case 'unrecognized_keys':
      return `${field} tiene ${issue.keys.length === 1 ? 'un campo no permitido' : 'campos no permitidos'}: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
      return `${field} no tiene un valor válido.`;
    case 'not_multiple_of':
      return `${field} debe ser múltiplo de ${issue.divisor}.`;
    case 'invalid_key':
      return `${field} no es una clave válida.`;
    case 'invalid_element':
      return `${field} tiene un elemento no válido.`;
    default:
      // A refinement without a message of its own.
      return `${field} no es válido.`;
  }
}

z.config({ localeError: spanishIssueMessage });
