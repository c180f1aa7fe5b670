import { z } from 'zod';
import { bytesOfBase64, inspectImage, type ImageFacts, type LogoProblem } from '../organizations/logo-image';
import { serviceTypeSchema, type ServiceType } from './wash.catalog';

/**
 * Photo check-in with the customer's signature (issue 20): at intake the washer photographs the
 * vehicle's four sides and each existing damage (with a short note), and the customer signs under
 * CHECK_IN_SIGNATURE_LINE. The browser shrinks every photo before sending it (longest side
 * CHECK_IN_PHOTO_TARGET_SIDE, about CHECK_IN_PHOTO_TARGET_BYTES); the server reads each file's type
 * and size from its own bytes, as it does the logo's, and keeps it once by its sha-256.
 */

export const CHECK_IN_SIDES = ['front', 'back', 'left', 'right'] as const;
export const CHECK_IN_POSITIONS = [...CHECK_IN_SIDES, 'damage'] as const;
export type CheckInPosition = (typeof CHECK_IN_POSITIONS)[number];

export const CHECK_IN_POSITION_LABELS: Record<CheckInPosition, string> = {
  front: 'Frente',
  back: 'Atrás',
  left: 'Lado izquierdo',
  right: 'Lado derecho',
  damage: 'Daño existente',
};

/** What the browser aims for: a phone's 12 MP photo shrunk to this longest side and quality. */
export const CHECK_IN_PHOTO_TARGET_SIDE = 1280;
export const CHECK_IN_PHOTO_TARGET_BYTES = 200 * 1024;
/** What the server accepts: room above the target for a detailed photo, never a phone's original. */
export const CHECK_IN_PHOTO_MAX_BYTES = 300 * 1024;
export const CHECK_IN_PHOTO_MAX_SIDE = 2048;
export const CHECK_IN_SIGNATURE_MAX_BYTES = 100 * 1024;
export const CHECK_IN_SIGNATURE_MAX_SIDE = 1600;
export const CHECK_IN_DAMAGE_MAX = 6;
export const CHECK_IN_NOTE_MAX_LENGTH = 140;
/** The whole request: four sides and every damage photo at their largest, the signature, and JSON's own weight. */
export const CHECK_IN_BODY_LIMIT =
  Math.ceil(((CHECK_IN_SIDES.length + CHECK_IN_DAMAGE_MAX) * CHECK_IN_PHOTO_MAX_BYTES + CHECK_IN_SIGNATURE_MAX_BYTES) * (4 / 3)) +
  64 * 1024;

/** How long photos are kept unless a claim holds them, and the services that propose a check-in, until the AD says otherwise. */
export const DEFAULT_CHECK_IN_RETENTION_DAYS = 30;
export const CHECK_IN_RETENTION_MAX_DAYS = 3650;
export const DEFAULT_CHECK_IN_SERVICES: readonly ServiceType[] = ['FL', 'EM'];

/** The line the customer signs under: what the photos record. */
export const CHECK_IN_SIGNATURE_LINE =
  'Declaro que estas fotos muestran el estado en que entrego mi vehículo, incluidos los daños existentes anotados.';

export const checkInMessages = {
  title: 'Fotos de ingreso',
  notAnImage: 'La foto debe ser una imagen JPEG, PNG o WebP.',
  damaged: 'La foto está dañada o incompleta.',
  tooHeavy: `Cada foto puede pesar hasta ${CHECK_IN_PHOTO_MAX_BYTES / 1024} KB.`,
  tooLarge: `La foto no puede medir más de ${CHECK_IN_PHOTO_MAX_SIDE} píxeles por lado.`,
  signatureNotAnImage: 'La firma debe ser una imagen PNG, JPEG o WebP.',
  signatureDamaged: 'La firma está dañada o incompleta.',
  signatureTooHeavy: `La firma puede pesar hasta ${CHECK_IN_SIGNATURE_MAX_BYTES / 1024} KB.`,
  signatureTooLarge: `La firma no puede medir más de ${CHECK_IN_SIGNATURE_MAX_SIDE} píxeles por lado.`,
  sidesRequired: 'Tome una foto de cada lado: frente, atrás, lado izquierdo y lado derecho.',
  tooManyDamages: `Máximo ${CHECK_IN_DAMAGE_MAX} fotos de daños.`,
  damageNoteRequired: 'Anote el daño que muestra la foto.',
  noteTooLong: `Máximo ${CHECK_IN_NOTE_MAX_LENGTH} caracteres.`,
  noteOneLine: 'La nota debe ocupar una sola línea.',
  recorded: '¡Fotos de ingreso y firma guardadas!',
  alreadyRecorded: 'Este servicio ya tiene sus fotos de ingreso.',
  voided: 'Un servicio anulado no recibe fotos de ingreso.',
  claimOpened: 'Reclamo abierto: las fotos de ingreso se conservarán mientras siga abierto.',
  claimAlreadyOpen: 'Este servicio ya tiene un reclamo abierto.',
  claimReasonRequired: 'Describa el reclamo.',
  claimReasonTooLong: 'Máximo 500 caracteres.',
  policySaved: 'Configuración de fotos de ingreso guardada.',
  retentionRange: `Entre 1 y ${CHECK_IN_RETENTION_MAX_DAYS} días.`,
} as const;

const photoProblems: Record<LogoProblem, string> = {
  notAnImage: checkInMessages.notAnImage,
  damaged: checkInMessages.damaged,
  tooHeavy: checkInMessages.tooHeavy,
  tooLarge: checkInMessages.tooLarge,
};
const signatureProblems: Record<LogoProblem, string> = {
  notAnImage: checkInMessages.signatureNotAnImage,
  damaged: checkInMessages.signatureDamaged,
  tooHeavy: checkInMessages.signatureTooHeavy,
  tooLarge: checkInMessages.signatureTooLarge,
};

export const inspectCheckInPhoto = (bytes: Uint8Array): ImageFacts | LogoProblem =>
  inspectImage(bytes, { maxBytes: CHECK_IN_PHOTO_MAX_BYTES, maxSide: CHECK_IN_PHOTO_MAX_SIDE });
export const inspectSignature = (bytes: Uint8Array): ImageFacts | LogoProblem =>
  inspectImage(bytes, { maxBytes: CHECK_IN_SIGNATURE_MAX_BYTES, maxSide: CHECK_IN_SIGNATURE_MAX_SIDE });

/** An image as the browser sends it (base64 of its bytes), checked on its bytes: what reaches the handler is its bytes and facts. */
const imageUpload = (maxBytes: number, inspect: (bytes: Uint8Array) => ImageFacts | LogoProblem, problems: Record<LogoProblem, string>) =>
  z
    .string()
    .max(4 * Math.ceil(maxBytes / 3), problems.tooHeavy)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, problems.notAnImage)
    .transform((base64, context) => {
      const bytes = bytesOfBase64(base64);
      const facts = bytes ? inspect(bytes) : 'notAnImage';
      if (!bytes || typeof facts === 'string') {
        context.addIssue({ code: 'custom', message: problems[typeof facts === 'string' ? facts : 'notAnImage'] });
        return z.NEVER;
      }
      return { ...facts, bytes };
    });

const noteSchema = z
  .string()
  .trim()
  .max(CHECK_IN_NOTE_MAX_LENGTH, checkInMessages.noteTooLong)
  .refine((note) => !/[\r\n]/.test(note), checkInMessages.noteOneLine);

export const checkInPhotoInput = z
  .strictObject({
    position: z.enum(CHECK_IN_POSITIONS),
    note: noteSchema,
    image: imageUpload(CHECK_IN_PHOTO_MAX_BYTES, inspectCheckInPhoto, photoProblems),
  })
  .refine((photo) => photo.position !== 'damage' || photo.note !== '', { message: checkInMessages.damageNoteRequired, path: ['note'] });

/** `wash/recordCheckIn`: every side once, up to CHECK_IN_DAMAGE_MAX damages each with its note, and the signature. */
export const recordCheckInBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  id: z.uuid('Identificador inválido.'),
  photos: z
    .array(checkInPhotoInput)
    .max(CHECK_IN_SIDES.length + CHECK_IN_DAMAGE_MAX, checkInMessages.tooManyDamages)
    .refine(
      (photos) => CHECK_IN_SIDES.every((side) => photos.filter((photo) => photo.position === side).length === 1),
      checkInMessages.sidesRequired,
    ),
  signature: imageUpload(CHECK_IN_SIGNATURE_MAX_BYTES, inspectSignature, signatureProblems),
});

/** A content hash as the events and the image route name it: sha-256 in lower-case hex. */
export const contentHashSchema = z.string().regex(/^[0-9a-f]{64}$/, 'Identificador inválido.');

/** `wash/openClaim`: the customer's claim about the car's state, which keeps the check-in photos while open. */
export const openClaimBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  id: z.uuid('Identificador inválido.'),
  reason: z
    .string()
    .trim()
    .min(1, checkInMessages.claimReasonRequired)
    .max(500, checkInMessages.claimReasonTooLong)
    .refine((reason) => !/[\r\n]/.test(reason), checkInMessages.noteOneLine),
});

/** A photo as a page shows it: where to load it (`/api/code/<ticket>/photos/<hash>`), what it shows. */
export const shownCheckInPhotoSchema = z.object({ position: z.enum(CHECK_IN_POSITIONS), note: z.string(), src: z.string() });
export const shownCheckInSchema = z.object({
  photos: z.array(shownCheckInPhotoSchema),
  signatureSrc: z.string(),
  signatureLine: z.string(),
  signedAt: z.string(),
  /** When the files will be deleted; null while a claim holds them. */
  deleteAfter: z.string().nullable(),
  claimOpen: z.boolean(),
});
export type ShownCheckIn = z.infer<typeof shownCheckInSchema>;

/** Where a check-in's image is served: the ticket's id is the customer page's capability, and only this ticket's hashes answer. */
export const checkInImagePath = (ticketId: string, hash: string) => `/api/code/${ticketId}/photos/${hash}`;
export const CHECK_IN_IMAGE_ROUTE = '/api/code/:id/photos/:hash';

/** An organization's check-in policy: which services propose it at intake, and how many days files are kept. */
export const checkInPolicySchema = z.strictObject({
  services: z.array(serviceTypeSchema).max(3),
  retentionDays: z
    .number()
    .int(checkInMessages.retentionRange)
    .min(1, checkInMessages.retentionRange)
    .max(CHECK_IN_RETENTION_MAX_DAYS, checkInMessages.retentionRange),
});
export type CheckInPolicy = z.infer<typeof checkInPolicySchema>;
export const DEFAULT_CHECK_IN_POLICY: CheckInPolicy = {
  services: [...DEFAULT_CHECK_IN_SERVICES],
  retentionDays: DEFAULT_CHECK_IN_RETENTION_DAYS,
};

export const setCheckInPolicyBody = z.strictObject({
  organizationId: z.uuid('Identificador inválido.').nullish(),
  policy: checkInPolicySchema,
});
