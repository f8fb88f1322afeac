/**
 * A pool's data room and its questions (DOMAIN.md, "Portfolio sales"): documents at level 1 (every
 * investor who accepted the NDA) or level 2 (shortlisted investors only), each view and download
 * logged, and questions a bank answers privately or publishes to every participant without the asker.
 */
export const ROOM_DOCUMENT_LEVELS = [1, 2] as const;
export type RoomDocumentLevel = (typeof ROOM_DOCUMENT_LEVELS)[number];
/** What each level means in a room: who reaches it. */
export type RoomLevelLabels = Readonly<Record<RoomDocumentLevel, string>>;
export const ROOM_LEVEL_LABELS: RoomLevelLabels = {
  1: 'Level 1: after the NDA',
  2: 'Level 2: shortlisted only',
};

export const ROOM_ACCESS_ACTIONS = ['view', 'download'] as const;
export type RoomAccessAction = (typeof ROOM_ACCESS_ACTIONS)[number];

export const QUESTION_VISIBILITIES = ['private', 'published'] as const;
export type QuestionVisibility = (typeof QUESTION_VISIBILITIES)[number];

export const ROOM_FILE_FIELD = 'file';
export const ROOM_DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;
export const ROOM_DOCUMENT_TYPES = [
  { mime: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['.xlsx'], label: 'XLSX' },
  { mime: 'text/csv', extensions: ['.csv'], label: 'CSV' },
  { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
] as const;
export const ROOM_DOCUMENT_ACCEPT = ROOM_DOCUMENT_TYPES.flatMap((type) => [...type.extensions, type.mime]).join(',');

/** The room's type for a file name, by its extension; null when none is allowed. */
export function roomTypeOfName(name: string) {
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot).toLowerCase();
  return ROOM_DOCUMENT_TYPES.find((type) => (type.extensions as readonly string[]).includes(extension)) ?? null;
}

export const FOLDER_NAME_MAX = 120;
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 2000;
export const ANSWER_MAX = 4000;

export const ROOM_MESSAGES = {
  folderName: `Give the folder a name of 1 to ${FOLDER_NAME_MAX} characters.`,
  folderTaken: 'This data room already has a folder of that name.',
  folderNotEmpty: 'Delete or move the folder’s documents first: only an empty folder can be deleted.',
  folderNotFound: 'No such folder in this data room.',
  required: 'Choose a file to upload.',
  tooMany: 'Upload one file at a time.',
  invalidType: (name: string) => `${name}: only PDF, XLSX, CSV, PNG and JPEG files can go into the data room.`,
  contentMismatch: (name: string) =>
    `${name}: the file’s content is not what its name says; upload the document itself, saved as PDF, XLSX, CSV, PNG or JPEG.`,
  tooLarge: (name: string) => `${name}: the file is larger than 50 MB.`,
  empty: (name: string) => `${name}: the file is empty.`,
  level: 'Choose level 1 or level 2 for the document.',
  closed: (status: string) => `The data room of a ${status} pool can no longer be changed.`,
  notOpen: 'This pool has no data room open to investors.',
  ndaFirst: 'Accept the pool’s NDA to open its data room and ask questions.',
  question: `Write a question of ${QUESTION_MIN} to ${QUESTION_MAX} characters.`,
  answer: `Write an answer of 1 to ${ANSWER_MAX} characters.`,
  visibility: 'Choose whether the answer goes to the asker only or is published to every participant.',
  answered: 'This question has an answer already.',
} as const;
