import { saveBlob } from '../export/saveFile';

/** Downloads an export as the JSON file the person can take elsewhere (portability). */
export function saveJson(data: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
